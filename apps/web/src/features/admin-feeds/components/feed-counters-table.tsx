import { Badge, Group, Table, Text } from '@mantine/core';
import type { FeedCounters } from '@nms/contract';
import { formatDate } from '../../../components/formatters/format-date';
import { counterCells } from '../logic/feed-rows';

/** One row per feed: when it last counted anything, and every counter (problems in red). */
export function FeedCountersTable({ feeds }: { feeds: FeedCounters[] }) {
  if (feeds.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="feeds-none">
        No feed has received anything yet (traps, syslog, Alertmanager and the alert ingest API count here once they do).
      </Text>
    );
  }
  return (
    <Table striped verticalSpacing="xs" data-testid="feeds-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={180}>Feed</Table.Th>
          <Table.Th w={190}>Last counted</Table.Th>
          <Table.Th>Counters</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {feeds.map((f) => (
          <Table.Tr key={f.feed} data-testid={`feed-${f.feed}`}>
            <Table.Td fw={600}>{f.feed}</Table.Td>
            <Table.Td>{formatDate(f.lastAt, 'Never')}</Table.Td>
            <Table.Td>
              <Group gap={6}>
                {counterCells(f).map((c) => (
                  <Badge key={c.label} variant="light" color={c.problem && c.value > 0 ? 'red' : 'gray'} tt="none">
                    {c.label}: {c.value.toLocaleString('en-US')}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
