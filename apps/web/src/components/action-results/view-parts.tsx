import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { isValidElement, type ReactNode } from 'react';
import { displayValue } from '../formatters/display-value';
import { MESSAGES } from '../notice/messages';

export type Row = readonly [label: string, value: unknown];

/** A result payload as a record, or undefined when it is not an object (→ 'Unknown error'). */
export function asRecord(data: unknown): Record<string, unknown> | undefined {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
}

const show = (value: unknown): ReactNode => (isValidElement(value) ? value : displayValue(value));

/** The label/value table every vendor view is made of; an `error` adds a red 'Error:' row first. */
export function LabelValueTable({ rows, error, testId }: { rows: readonly Row[]; error?: unknown; testId?: string }) {
  return (
    <Table withTableBorder withColumnBorders striped verticalSpacing={4} fz="sm" data-testid={testId}>
      <Table.Tbody>
        {typeof error === 'string' && error !== '' && (
          <Table.Tr>
            <Table.Th w="40%" c="red">
              Error:
            </Table.Th>
            <Table.Td c="red">{error}</Table.Td>
          </Table.Tr>
        )}
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%" fw={500}>
              {label}
            </Table.Th>
            <Table.Td style={{ wordBreak: 'break-word' }}>{show(value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A titled block of a result view. */
export function ViewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={6}>{title}</Title>
      {children}
    </Stack>
  );
}

export function UnknownError() {
  return <Text c="red">{MESSAGES.unknownError}</Text>;
}

const GOOD = ['up', 'alive', 'online', 'connected', 'stable', 'on', 'active', 'success', 'insync', 'true'];
const BAD = ['down', 'dead', 'offline', 'disconnected', 'unstable', 'off', 'failure', 'outofsync', 'notconnect', 'false'];

/** A status word in the severity colours: up/alive green, down/dead red, anything else grey and raw. */
export function StatusBadge({ value }: { value: unknown }) {
  const text = typeof value === 'boolean' ? String(value) : String(value ?? '');
  const key = text.trim().toLowerCase();
  const color = GOOD.includes(key) ? 'green' : BAD.includes(key) ? 'red' : 'gray';
  const label = typeof value === 'boolean' ? displayValue(value) : displayValue(text);
  return (
    <Badge color={color} variant="light" radius="sm" tt="none">
      {label}
    </Badge>
  );
}
