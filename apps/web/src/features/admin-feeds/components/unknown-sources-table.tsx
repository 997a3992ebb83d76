import { Button, Table, Text } from '@mantine/core';
import type { UnknownSource } from '@nms/contract';
import { IconDeviceDesktopPlus } from '@tabler/icons-react';
import { formatDate } from '../../../components/formatters/format-date';
import { importableAddress } from '../logic/feed-rows';

export interface UnknownSourcesTableProps {
  sources: UnknownSource[];
  onImport: (source: UnknownSource, ip: string) => void;
}

/** Sources no device matches, newest first, with what each last sent; an address can become a device in one click. */
export function UnknownSourcesTable({ sources, onImport }: UnknownSourcesTableProps) {
  if (sources.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="unknown-sources-none">
        Every source so far is a known device.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="unknown-sources-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>Feed</Table.Th>
            <Table.Th w={170}>Address</Table.Th>
            <Table.Th w={170}>Last seen</Table.Th>
            <Table.Th w={70}>Count</Table.Th>
            <Table.Th>Last sent</Table.Th>
            <Table.Th w={170} aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sources.map((s) => {
            const ip = s.feed.endsWith('-refused-community') ? null : importableAddress(s.address);
            return (
              <Table.Tr key={`${s.feed}|${s.address}`} data-testid="unknown-source">
                <Table.Td>{s.feed}</Table.Td>
                <Table.Td ff="monospace">{s.address}</Table.Td>
                <Table.Td>{formatDate(s.lastSeen, 'Never')}</Table.Td>
                <Table.Td>{s.count.toLocaleString('en-US')}</Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace" lineClamp={2} title={s.sample}>
                    {s.sample}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {ip && (
                    <Button size="compact-xs" variant="light" leftSection={<IconDeviceDesktopPlus size={14} />} onClick={() => onImport(s, ip)}>
                      Import as device
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
