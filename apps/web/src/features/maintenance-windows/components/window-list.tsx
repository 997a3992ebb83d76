import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { MaintenanceWindowItem } from '@nms/contract';
import { IconEdit, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { AccessTooltip, refusedProps } from '../../../components/access/access-tooltip';
import type { Access } from '../../../lib/auth/use-permission';
import { browserTimeZone, formatInZone } from '../logic/occurrence-time';
import { durationInWords, recurrenceInWords } from '../logic/recurrence-words';

export interface WindowActions {
  onEdit: (w: MaintenanceWindowItem) => void;
  onDelete: (w: MaintenanceWindowItem) => void;
  onEnd: (w: MaintenanceWindowItem) => void;
}

const STATUS_COLOR = { running: 'orange', scheduled: 'blue', finished: 'gray' } as const;

const targetText = (w: MaintenanceWindowItem) =>
  w.target.kind === 'query'
    ? (w.target.query ?? '')
    : `${(w.target.devices ?? []).length} devices: ${(w.target.devices ?? []).slice(0, 3).join(', ')}`;

/** The upcoming windows, soonest first, with their next occurrence in the window's zone and here. */
export function WindowList({ windows, access, actions }: { windows: MaintenanceWindowItem[]; access: Access; actions: WindowActions }) {
  const here = browserTimeZone();
  if (windows.length === 0) {
    return (
      <Text c="dimmed" size="sm" p="md" data-testid="windows-empty">
        No maintenance window is running or planned.
      </Text>
    );
  }
  return (
    <Table striped highlightOnHover verticalSpacing={6} data-testid="windows-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Target</Table.Th>
          <Table.Th>Recurrence</Table.Th>
          <Table.Th>Next occurrence</Table.Th>
          <Table.Th>Duration</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Who</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {windows.map((w) => {
          const next = w.nextOccurrences[0];
          return (
            <Table.Tr key={w.id} data-testid={`window-row-${w.id}`}>
              <Table.Td fw={600}>{w.name}</Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" truncate="end" title={targetText(w)} ff={w.target.kind === 'query' ? 'monospace' : undefined}>
                  {targetText(w)}
                </Text>
              </Table.Td>
              <Table.Td>{recurrenceInWords(w.recurrence, w.until)}</Table.Td>
              <Table.Td data-testid="next-occurrence">
                {next ? (
                  <Stack gap={0}>
                    <Text size="sm">
                      {formatInZone(next.start, w.timeZone)}{' '}
                      <Text span size="xs" c="dimmed">
                        {w.timeZone}
                      </Text>
                    </Text>
                    {w.timeZone !== here && (
                      <Text size="xs" c="dimmed">
                        {formatInZone(next.start, here)} your time
                      </Text>
                    )}
                  </Stack>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>{durationInWords(w.durationMinutes)}</Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={STATUS_COLOR[w.status]}>
                  {w.status === 'running' ? `Running (${w.suspendedDevices})` : w.status === 'scheduled' ? 'Scheduled' : 'Finished'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{w.updatedBy}</Text>
                {w.updatedBy !== w.createdBy && (
                  <Text size="xs" c="dimmed">
                    created by {w.createdBy}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <RowButton label={`Edit ${w.name}`} tip="Edit" access={access} onClick={() => actions.onEdit(w)}>
                    <IconEdit size={16} />
                  </RowButton>
                  {w.status === 'running' && (
                    <RowButton label={`End ${w.name} now`} tip="End now" access={access} onClick={() => actions.onEnd(w)} color="orange">
                      <IconPlayerStop size={16} />
                    </RowButton>
                  )}
                  <RowButton label={`Delete ${w.name}`} tip="Delete" access={access} onClick={() => actions.onDelete(w)} color="red">
                    <IconTrash size={16} />
                  </RowButton>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

interface RowButtonProps {
  label: string;
  tip: string;
  access: Access;
  onClick: () => void;
  color?: string;
  children: React.ReactNode;
}

/** A row action: disabled with the role's reason for a viewer (issue 17), its name in a tooltip otherwise. */
function RowButton({ label, tip, access, onClick, color = 'gray', children }: RowButtonProps) {
  const button = (
    <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} disabled={!access.allowed} {...refusedProps(access)}>
      {children}
    </ActionIcon>
  );
  return access.allowed ? <Tooltip label={tip}>{button}</Tooltip> : <AccessTooltip access={access}>{button}</AccessTooltip>;
}
