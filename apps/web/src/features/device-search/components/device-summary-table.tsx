import { Table } from '@mantine/core';
import type { DeviceSearchHit } from '@nms/contract';

const UNKNOWN = 'Unknown';
const ROWS = [
  { label: 'Hostname', key: 'name' },
  { label: 'Service Type', key: 'service_type' },
  { label: 'Service ID', key: 'service_id' },
] as const;

/** Hostname, Service Type and Service ID of the chosen device, 'Unknown' for each when none. */
export function DeviceSummaryTable({ device }: { device: DeviceSearchHit | undefined }) {
  return (
    <Table withTableBorder withColumnBorders verticalSpacing={6} fz="sm" data-testid="device-summary">
      <Table.Tbody>
        {ROWS.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Th w={130}>{r.label}</Table.Th>
            <Table.Td data-testid={`summary-${r.key}`}>{device?.[r.key] || UNKNOWN}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
