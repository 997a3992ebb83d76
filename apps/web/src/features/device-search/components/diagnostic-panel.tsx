import { Badge, Loader, Text } from '@mantine/core';
import type { DiagnosticAction } from '@nms/contract';
import { MESSAGES } from '../../../components/notice/messages';
import { usePermission } from '../../../lib/auth/use-permission';
import { LocalTable, type LocalColumn } from '../../../components/action-results/local-table';
import { useDiagnostic } from '../api/get-diagnostic';
import { statusLook } from '../logic/diagnostic-status';

export interface DiagnosticPanelProps<T> {
  action: DiagnosticAction;
  /** The device_name the call takes (the switch's parent site for the Switch panel). */
  deviceName: string;
  title: string;
  heading?: string;
  columns: readonly LocalColumn<T>[];
  emptyText?: string;
  /** The rows of the answer's data (the Switch answer nests them). */
  rowsOf?: (data: unknown) => T[] | undefined;
}

/** A status cell: up/alive green, down/dead red, anything else unknown with its raw text. */
export function StatusCell({ value }: { value: string | null | undefined }) {
  const look = statusLook(value);
  return (
    <Badge color={look.color} variant="light" radius="sm" tt="none" data-status={look.kind}>
      {look.text || 'Unknown'}
    </Badge>
  );
}

/**
 * One diagnostic panel (title, spinner, grid). The panel disappears entirely when the server
 * answers a note (spec 001 §8): the device cannot run that diagnostic.
 */
export function DiagnosticPanel<T>({ action, deviceName, title, heading, columns, emptyText, rowsOf }: DiagnosticPanelProps<T>) {
  // Diagnostics run commands on the device: a viewer sees why the panel is empty, and no call is made.
  const access = usePermission('troubleshoot');
  const answer = useDiagnostic(action, deviceName, access.allowed);
  if (answer.data?.results.note) return null;
  const data = answer.data?.results.data;
  const rows = (rowsOf ? rowsOf(data) : (data as T[] | undefined)) ?? [];
  return (
    <section data-testid={`diagnostic-${action}`} style={{ minWidth: 0 }}>
      <Text fw={600}>{title}</Text>
      {heading && (
        <Text size="sm" c="dimmed" pb={4} data-testid="diagnostic-heading">
          {heading}
        </Text>
      )}
      {answer.isFetching ? (
        <Loader size="sm" my="sm" aria-label={`Loading ${title}`} />
      ) : (
        <LocalTable<T>
          columns={columns}
          rows={answer.isError || !access.allowed ? [] : rows}
          // A failed call (unreachable device, vendor API down) must not read as a device without data.
          emptyText={!access.allowed ? access.reason : answer.isError ? MESSAGES.dataLoadingError : emptyText}
          testId={`diagnostic-table-${action}`}
        />
      )}
    </section>
  );
}
