import { Table, Text } from '@mantine/core';
import { changedFields, showValue } from '../logic/changed-fields';

export interface AuditChangesProps {
  changes: { before: unknown; after: unknown } | null;
  /** Every field, not only those that changed (a create or a delete has no "other side"). */
  all?: boolean;
  /** Display names of the fields (e.g. a CMDB entity's labels); the field's own name otherwise. */
  labels?: Readonly<Record<string, string>>;
}

/** A record change as a table: each field with its value before and after, changed ones marked. */
export function AuditChanges({ changes, all, labels }: AuditChangesProps) {
  if (!changes)
    return (
      <Text size="sm" c="dimmed">
        No record change
      </Text>
    );
  const rows = changedFields(changes.before, changes.after, all);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No field changed
      </Text>
    );
  return (
    <Table withTableBorder withColumnBorders striped fz="sm" data-testid="audit-changes">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.field} data-changed={r.changed || undefined}>
            <Table.Td fw={r.changed ? 600 : undefined}>{labels?.[r.field] ?? r.field}</Table.Td>
            <Table.Td c={r.changed ? 'red.7' : undefined} style={{ wordBreak: 'break-word' }}>
              {showValue(r.before)}
            </Table.Td>
            <Table.Td c={r.changed ? 'green.8' : undefined} style={{ wordBreak: 'break-word' }}>
              {showValue(r.after)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
