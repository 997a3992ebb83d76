import { Accordion, Alert, Badge, Group, Loader, Text } from '@mantine/core';
import type { AuditRow, CmdbCollection } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../components/formatters/format-date';
import { fetchRecordHistory } from '../api/get-audit-log';
import { AuditChanges } from './audit-changes';

const outcomeColor = (o: string) => (o === 'success' ? 'green' : o === 'refused' ? 'yellow' : 'red');

/** What an entry did, in words: cmdb.update → Updated; a refused or failed call by its operation. */
function verb(row: AuditRow): string {
  const m = /^cmdb\.(create|update|delete)$/.exec(row.action);
  if (m) return { create: 'Created', update: 'Updated', delete: 'Deleted' }[m[1] as 'create' | 'update' | 'delete'];
  return row.action;
}

function Entry({ row, labels }: { row: AuditRow; labels?: Readonly<Record<string, string>> }) {
  const message = (row.detail as { message?: string } | null)?.message;
  return (
    <Accordion.Item value={String(row.id)} data-testid="record-history-entry">
      <Accordion.Control>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" w={170}>
            {formatDate(row.at)}
          </Text>
          <Text size="sm" fw={600}>
            {verb(row)}
          </Text>
          <Text size="sm">by {row.actorName}</Text>
          <Badge size="xs" variant="light" color={outcomeColor(row.outcome)}>
            {row.outcome}
          </Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Text size="xs" c="dimmed" mb={6}>
          From {row.address ?? 'an unknown address'} · request {row.requestId ?? 'unknown'}
        </Text>
        {message && (
          <Text size="sm" mb={6}>
            {message}
          </Text>
        )}
        {row.changes && <AuditChanges changes={row.changes} labels={labels} />}
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/**
 * A CMDB record's change history, as NetBox shows it: who changed it, when, from where, and the
 * fields before and after; refused and failed writes too. Newest first; the first entry is open.
 */
export interface RecordHistoryProps {
  collection: CmdbCollection;
  id: number;
  /** Display names of the record's fields. */
  labels?: Readonly<Record<string, string>>;
}

export function RecordHistory({ collection, id, labels }: RecordHistoryProps) {
  const history = useQuery({
    queryKey: ['record-history', collection, id],
    queryFn: ({ signal }) => fetchRecordHistory(collection, id, signal),
    staleTime: 0,
    retry: false,
  });
  if (history.isPending) return <Loader size="sm" />;
  if (history.isError)
    return (
      <Alert color="red" variant="light">
        {history.error.message}
      </Alert>
    );
  const rows = history.data.data;
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No changes recorded
      </Text>
    );
  return (
    <Accordion variant="contained" defaultValue={String(rows[0].id)} data-testid="record-history">
      {rows.map((r) => (
        <Entry key={r.id} row={r} labels={labels} />
      ))}
    </Accordion>
  );
}
