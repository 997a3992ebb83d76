import { ActionIcon, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';

export interface MapFilterBoxProps {
  /** Applies the typed text (Enter, or clearing the box). */
  onApply: (text: string) => void;
  /** The server's message for a query it refused (the typed text stays for fixing). */
  error?: string;
}

/**
 * The Geo Map filter: Enter applies the typed Lucene text, which the map AND-s with the
 * discovered-only condition (spec 001 §2.6).
 */
export function MapFilterBox({ onApply, error }: MapFilterBoxProps) {
  const [draft, setDraft] = useState('');
  return (
    <TextInput
      size="xs"
      w={320}
      placeholder="Search with lucene query"
      aria-label="Map filter"
      value={draft}
      error={error}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onApply(draft.trim());
      }}
      rightSection={
        draft ? (
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label="Clear map filter"
            onClick={() => {
              setDraft('');
              onApply('');
            }}
          >
            <IconX size={12} />
          </ActionIcon>
        ) : null
      }
    />
  );
}
