import { ActionIcon, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';

export interface LuceneBoxProps {
  /** The query the grid runs now. */
  value: string;
  /** Runs a query (Enter, or clearing the box). */
  onRun: (query: string) => void;
}

/** The Lucene query box: typing edits a draft, Enter runs it (spec 001 §2.2). */
export function LuceneBox({ value, onRun }: LuceneBoxProps) {
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
      w={240}
      placeholder="Search with lucene query"
      aria-label="Lucene query"
      value={draft}
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
            aria-label="Clear lucene query"
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
