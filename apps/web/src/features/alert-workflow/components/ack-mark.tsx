import { UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { ackSummary, type WorkflowRow } from '../logic/workflow-kinds';

/**
 * The Actions cell's mark of an acknowledged alert (issue 33): who acknowledged it (and who owns
 * it) in its tooltip and accessible name; a click opens the alert's workflow and notes. The spec's
 * columns stay as they are; the mark sits beside the row menu.
 */
export function AckMark({ row, onOpen }: { row: WorkflowRow; onOpen: () => void }) {
  const summary = ackSummary(row);
  if (!summary) return null;
  return (
    <UnstyledButton
      title={summary}
      aria-label={summary}
      data-testid="ack-mark"
      onClick={onOpen}
      style={{ display: 'inline-flex', color: 'var(--mantine-color-teal-6)' }}
    >
      <IconCircleCheckFilled size={15} />
    </UnstyledButton>
  );
}
