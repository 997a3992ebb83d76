import { checkLucene, luceneHint } from '@nms/contract';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import classes from './lucene-box.module.css';
import { useErrorMarker } from './use-error-marker';

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
  /** Every edit of the draft (a form that saves the query as typed, without Enter). */
  onDraftChange?: (draft: string) => void;
}

/**
 * The Lucene query box: typing edits a draft, Enter runs it (spec 001 §2.2, and the Geo Map's
 * filter of §2.6). The draft is read with the contract's parser as it is typed: a query that
 * cannot be read shows the server's message for it and a marker at the position, and Enter does
 * not send it. Boosts, fuzzy and regex are marked too but still sent: they are Lucene the server
 * declines by name, and its refusal is the answer the grid shows.
 */
export function LuceneBox({ value, onRun, error, label = 'Lucene query', width = 240, onDraftChange }: LuceneBoxProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // Clear Filters and Reset Settings change the running query from outside: show it.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const problem = useMemo(() => checkLucene(draft), [draft]);
  // A lower-case and/or/not reads and runs as a word, silently matching nothing: say so.
  const hint = useMemo(() => (problem ? undefined : luceneHint(draft)), [problem, draft]);
  const { root, input, mirror, box: marker } = useErrorMarker(draft, problem?.position);

  return (
    <div ref={root} className={classes.root} style={{ width }}>
      <TextInput
        ref={input}
        size="xs"
        w={width}
        placeholder="Search with lucene query"
        aria-label={label}
        value={draft}
        error={problem?.message ?? error}
        description={hint?.message}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        descriptionProps={{ 'data-testid': 'lucene-hint' }}
        onChange={(e) => {
          setDraft(e.currentTarget.value);
          onDraftChange?.(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (!problem || problem.unsupported)) onRun(draft.trim());
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
                onDraftChange?.('');
                onRun('');
              }}
            >
              <IconX size={12} />
            </ActionIcon>
          ) : null
        }
      />
      <span ref={mirror} className={classes.mirror} aria-hidden />
      {problem && marker && (
        <span
          className={classes.marker}
          style={{ left: marker.left, top: marker.top, width: marker.width, height: marker.height }}
          data-testid="lucene-error-marker"
          data-position={problem.position}
          aria-hidden
        />
      )}
    </div>
  );
}
