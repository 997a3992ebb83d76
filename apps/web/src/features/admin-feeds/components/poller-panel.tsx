import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PollerHealth } from '@nms/contract';
import { formatDate } from '../../../components/formatters/format-date';

function Figure({ label, value, warn = false, testId }: { label: string; value: string; warn?: boolean; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg" c={warn ? 'red' : undefined} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

const ms = (v: number | null) => (v === null ? '–' : `${Math.round(v)} ms`);

/** The pollers' pace and the fleet's poll state, as every poller process wrote it to the database. */
export function PollerPanel({ poller }: { poller: PollerHealth }) {
  return (
    <div data-testid="feeds-poller">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Poller</Text>
        <Text size="xs" c="dimmed">
          every {poller.intervalMs / 1000} s · last poll {formatDate(poller.lastPolledAt, 'Never')}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 7 }} spacing="xs">
        <Figure label="Targets" value={String(poller.targets)} testId="poller-targets" />
        <Figure label="Polls/s" value={poller.pollsPerSecond.toFixed(2)} testId="poller-rate" />
        <Figure label="Duration p50" value={ms(poller.durationP50Ms)} testId="poller-p50" />
        <Figure label="Duration p95" value={ms(poller.durationP95Ms)} testId="poller-p95" />
        <Figure label="Overdue" value={String(poller.overdue)} warn={poller.overdue > 0} testId="poller-overdue" />
        <Figure label="Unreachable" value={String(poller.unreachable)} warn={poller.unreachable > 0} testId="poller-unreachable" />
        <Figure label="Credential errors" value={String(poller.credentialErrors)} warn={poller.credentialErrors > 0} testId="poller-credentials" />
      </SimpleGrid>
      {poller.credentialDevices.length > 0 && (
        <Stack gap={4} mt="xs" data-testid="poller-credential-devices">
          {poller.credentialDevices.map((d) => (
            <Text key={d.device} size="sm">
              <b>{d.device}</b>: <span data-testid="poller-credential-error">{d.error}</span>
            </Text>
          ))}
        </Stack>
      )}
    </div>
  );
}
