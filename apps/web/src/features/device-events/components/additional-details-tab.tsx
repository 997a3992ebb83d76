import { ActionIcon, Group, Loader, Table, Text, Tooltip } from '@mantine/core';
import { DEVICE_REFRESH_MS } from '@nms/contract';
import { IconRefresh } from '@tabler/icons-react';
import { TimerToggle } from '../../../components/timer-toggle/timer-toggle';
import { useAdditionalDetails } from '../api/get-additional-details';
import { additionalDetailRows } from '../logic/additional-detail-rows';

/**
 * The Additional Device Details tab: a name/value table of smarts/device/additional-details with
 * its own Start Timer/Stop Timer and Refresh. A failed load is logged and shows an empty list.
 */
export function AdditionalDetailsTab({ deviceName }: { deviceName: string }) {
  const query = useAdditionalDetails(deviceName);
  // A failed load (logged by the hook) shows an empty list, not the last answer.
  const rows = additionalDetailRows(query.isError ? {} : (query.data ?? {}));
  const reload = () => void query.refetch();
  return (
    <div style={{ overflow: 'auto', flex: 1 }} data-testid="additional-details">
      <Group gap="xs" pb={8}>
        <TimerToggle intervalMs={DEVICE_REFRESH_MS} onTick={reload} />
        <Tooltip label="Refresh">
          <ActionIcon variant="default" size={30} aria-label="Refresh" onClick={reload}>
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
        {query.isFetching && <Loader size="xs" />}
      </Group>
      <Table striped withTableBorder withColumnBorders fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="35%">Name</Table.Th>
            <Table.Th>Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.label}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{r.value}</Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && !query.isFetching && (
            <Table.Tr>
              <Table.Td colSpan={2}>
                <Text size="sm" c="dimmed">
                  No records
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
