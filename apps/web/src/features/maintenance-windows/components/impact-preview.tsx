import { Alert, Badge, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { MaintenanceImpactAnswer } from '@nms/contract';
import { formatInZone } from '../logic/occurrence-time';

interface Props {
  impact: MaintenanceImpactAnswer | undefined;
  loading: boolean;
  error?: string;
  /** Nothing to count yet (no query, no device). */
  idle: boolean;
  timeZone: string;
}

const Stat = ({ label, value, testId }: { label: string; value: number; testId: string }) => (
  <Paper withBorder p={8} radius="sm">
    <Text size="xs" c="dimmed" fw={600} tt="uppercase">
      {label}
    </Text>
    <Text fw={700} size="lg" data-testid={testId}>
      {value.toLocaleString('en-US')}
    </Text>
  </Paper>
);

/** What the window as typed would suspend: devices and customers, by type, those with active network events, overlaps. */
export function ImpactPreview({ impact, loading, error, idle, timeZone }: Props) {
  return (
    <Stack gap="xs" data-testid="impact-preview" aria-busy={loading}>
      <Group gap="xs">
        <Title order={4}>Impact preview</Title>
        {loading && <Loader size={14} aria-label="Counting" />}
      </Group>
      {idle && (
        <Text size="sm" c="dimmed">
          Enter a query or device names to see what the window covers.
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" py={6} data-testid="impact-error">
          {error}
        </Alert>
      )}
      {impact && !idle && (
        <>
          <SimpleGrid cols={3} spacing="xs">
            <Stat label="Devices" value={impact.devices} testId="impact-devices" />
            <Stat label="Customers" value={impact.customers} testId="impact-customers" />
            {/* It counts network events (the network_events table), not alerts: the label says which. */}
            <Stat label="With active network events" value={impact.events.devices} testId="impact-event-devices" />
          </SimpleGrid>
          {impact.events.devices > 0 && (
            <Text size="xs" c="dimmed" data-testid="impact-events">
              {impact.events.events.toLocaleString('en-US')} active network events, e.g.{' '}
              {impact.events.sample
                .slice(0, 3)
                .map((s) => `${s.name} (${s.events})`)
                .join(', ')}
            </Text>
          )}
          {impact.byType.length > 0 && (
            <Table withTableBorder verticalSpacing={2} fz="xs" data-testid="impact-by-type">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Device Type</Table.Th>
                  <Table.Th ta="right">Devices</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {impact.byType.slice(0, 8).map((t) => (
                  <Table.Tr key={t.type ?? ''}>
                    <Table.Td>{t.type ?? '(none)'}</Table.Td>
                    <Table.Td ta="right">{t.devices.toLocaleString('en-US')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {impact.unknownDevices.length > 0 && (
            <Alert color="orange" variant="light" py={6} data-testid="impact-unknown">
              No such device: {impact.unknownDevices.slice(0, 10).join(', ')}
              {impact.unknownDevices.length > 10 ? ` and ${impact.unknownDevices.length - 10} more` : ''}
            </Alert>
          )}
          <Stack gap={2} data-testid="impact-overlaps">
            <Text size="sm" fw={600}>
              Overlaps{' '}
              <Badge size="xs" color={impact.overlaps.length ? 'orange' : 'gray'} variant="light">
                {impact.overlaps.length}
              </Badge>
            </Text>
            {impact.overlaps.length === 0 ? (
              <Text size="xs" c="dimmed">
                No other window runs at the same time in the next year.
              </Text>
            ) : (
              impact.overlaps.map((o) => (
                <Text size="xs" key={o.id}>
                  {o.name}: {formatInZone(o.other.start, timeZone)} (this window {formatInZone(o.occurrence.start, timeZone)})
                </Text>
              ))
            )}
          </Stack>
          {impact.nextOccurrences.length > 0 && (
            <Stack gap={2} data-testid="impact-next">
              <Text size="sm" fw={600}>
                Next occurrences
              </Text>
              {impact.nextOccurrences.slice(0, 3).map((o) => (
                <Text size="xs" key={o.start}>
                  {formatInZone(o.start, timeZone)} – {formatInZone(o.end, timeZone)} ({timeZone})
                </Text>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
