import { Alert, Anchor, ScrollArea, Table } from '@mantine/core';
import type { NeighborDevice } from '@nms/contract';
import { Link, useLocation } from 'react-router';
import { displayValue } from '../formatters/display-value';
import { SeverityBadge } from '../formatters/severity-badge';
import { sameLocationHeight, sameLocationLink } from './display-rules';

export const NO_OTHER_DEVICES = 'No other devices are available at this location';

/**
 * 'Other Devices at this Location' (spec 000 §2): Device ID links to that device's page (or to
 * LUMOS when shown elsewhere); the list scrolls inside a fixed 150 px from 5 rows on.
 */
export function SameLocationGrid({ devices }: { devices: readonly NeighborDevice[] }) {
  const onDeviceDetails = useLocation().pathname.startsWith('/device-details');
  if (devices.length === 0)
    return (
      <Alert color="blue" variant="light" py={6} data-testid="no-other-devices">
        {NO_OTHER_DEVICES}
      </Alert>
    );
  const height = sameLocationHeight(devices.length);
  return (
    <ScrollArea.Autosize
      style={height ? { height, maxHeight: height } : undefined}
      type="auto"
      data-testid="same-location-grid"
      data-rows={devices.length}
    >
      {/* The card is a third of the page: fixed column shares and wrapping keep every value whole
          without scrolling sideways (long device ids break at their hyphens, or anywhere). */}
      <Table
        withTableBorder
        withColumnBorders
        stickyHeader
        fz="sm"
        verticalSpacing={3}
        horizontalSpacing={6}
        layout="fixed"
        style={{ overflowWrap: 'anywhere' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="34%">Device ID</Table.Th>
            <Table.Th w="22%">Product Name</Table.Th>
            <Table.Th w="22%">Device Category</Table.Th>
            <Table.Th w="22%">Operational Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {devices.map((d) => (
            <Table.Tr key={d.name} data-device={d.name}>
              <Table.Td>
                <Anchor component={Link} to={sameLocationLink(d.name, onDeviceDetails)} size="sm">
                  {d.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{displayValue(d.productCode)}</Table.Td>
              <Table.Td>{displayValue(d.productCategory)}</Table.Td>
              <Table.Td>
                <SeverityBadge value={d.state} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
