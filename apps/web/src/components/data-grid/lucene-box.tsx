import { ActionIcon, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';

export interface LuceneBoxProps {
  /** The query the grid runs now. */
  value: string;
  /** Runs a query (Enter, or clearing the box). */
  onRun: (query: string) => void;
  /** The server's message for a query it refused (the typed text stays for fixing). */
  error?: string;
  /** Accessible name; the clear button is 'Clear {name in lower case}'. */
  label?: string;
  width?: number;
}

/** The Lucene query box: typing edits a draft, Enter runs it (spec 001 §2.2, and the Geo Map's filter of §2.6). */
export function LuceneBox({ value, onRun, error, label = 'Lucene query', width = 240 }: LuceneBoxProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // Clear Filters and Reset Settings change the running query from outside: show it.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return (
    <TextInput
      size="xs"
      w={width}
      placeholder="Search with lucene query"
      aria-label={label}
      value={draft}
      error={error}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onRun(draft.trim());
      }}
      rightSection={
        draft ? (
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => {
              setDraft('');
              onRun('');
            }}
          >
            <IconX size={12} />
          </ActionIcon>
        ) : null
      }
    />
  );
}
