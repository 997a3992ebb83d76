import { Alert, Group, Progress, Table, Text } from '@mantine/core';
import type { ImportOutcome, ImportProgress } from '../logic/run-import';

const SHOWN_ERRORS = 200;

export interface ImportResultsProps {
  /** 'check': a dry run of the whole file; 'import': the real thing. */
  mode: 'check' | 'import';
  progress: ImportProgress | undefined;
  outcome: ImportOutcome | undefined;
  running: boolean;
}

/** The progress bar of a run, then its summed counts and the rejected rows (file row numbers). */
export function ImportResults({ mode, progress, outcome, running }: ImportResultsProps) {
  const p = outcome ?? progress;
  if (!p) return null;
  const percent = p.total ? Math.round((p.done / p.total) * 100) : 100;
  const what = mode === 'check' ? 'Check (dry run, nothing written)' : 'Import';
  const state = running ? 'running' : outcome?.failure ? 'stopped' : 'done';
  return (
    <div data-testid={`import-run-${mode}`} data-state={state}>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500}>
          {what}: {p.done.toLocaleString()} of {p.total.toLocaleString()} rows
        </Text>
        <Text size="sm" c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        color={outcome?.failure ? 'red' : p.errors.length ? 'yellow' : 'teal'}
        animated={running}
        aria-label={`${what} progress`}
      />
      <Group gap="xl" mt="sm" data-testid="import-counts">
        {(['created', 'updated', 'unchanged', 'rejected'] as const).map((k) => (
          <div key={k} data-count={k}>
            <Text size="xs" c="dimmed" tt="capitalize">
              {k}
            </Text>
            <Text size="xl" fw={600} c={k === 'rejected' && p.counts.rejected ? 'red' : undefined} data-testid={`import-count-${k}`}>
              {p.counts[k].toLocaleString()}
            </Text>
          </div>
        ))}
      </Group>
      {outcome?.failure && (
        <Alert color="red" mt="sm" title={mode === 'check' ? 'The check stopped' : 'The import stopped'} data-testid="import-failure">
          {outcome.failure}. The counts above are those of the calls before it
          {mode === 'import' ? ' (those rows are stored)' : ''}; the file and the mapping are kept, so you can run it again.
        </Alert>
      )}
      {p.errors.length > 0 && (
        <Table withTableBorder verticalSpacing={2} fz="xs" mt="sm" data-testid="import-errors" maw={900}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>Row</Table.Th>
              <Table.Th w={160}>Field</Table.Th>
              <Table.Th>Message</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.errors.slice(0, SHOWN_ERRORS).map((e, i) => (
              <Table.Tr key={i}>
                <Table.Td>{e.row}</Table.Td>
                <Table.Td>{e.field}</Table.Td>
                <Table.Td>{e.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {p.errors.length > SHOWN_ERRORS && (
        <Text size="xs" c="dimmed" mt={4}>
          and {(p.errors.length - SHOWN_ERRORS).toLocaleString()} more
        </Text>
      )}
    </div>
  );
}
