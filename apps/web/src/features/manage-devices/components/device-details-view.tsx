import { Stack, Table } from '@mantine/core';
import { displayValue } from '../../../components/formatters/display-value';
import { formatDate } from '../../../components/formatters/format-date';
import { severityLabel } from '../../../components/formatters/severity';
import { DeviceActionsPanel } from '../../device-actions';
import type { DeviceRow } from '../api/get-devices';

type Show = (v: unknown) => string;
const date: Show = (v) => formatDate(v, 'Unavailable');

/** The main fields of a device row, in the grid's wording. */
const FIELDS: readonly [string, string, Show?][] = [
  ['name', 'Device ID'],
  ['state', 'Status', severityLabel],
  ['productCategory', 'Device Type'],
  ['className', 'Device Class'],
  ['model', 'Model'],
  ['vendor', 'Vendor'],
  ['nmd', 'CID'],
  ['nocid', 'NOC ID'],
  ['customerLocationId', 'Cust Loc ID'],
  ['gwid', 'Gateway ID'],
  ['managementIp', 'IP Address'],
  ['poller', 'Poller ID'],
  ['provisionStatus', 'Installation Status'],
  ['discovered', 'Discovered'],
  ['discoveryDescription', 'Last Discovery Error'],
  ['pamSuspended', 'PAM Suspended?'],
  ['pamSuspendStartDate', 'PAM Suspend Start', date],
  ['pamSuspendEndDate', 'PAM Suspend End', date],
  ['dmnType', 'DMN Type'],
  ['napSource', 'Provider'],
  ['dataCenter', 'Data Center'],
  ['han', 'HAN'],
  ['stateUSA', 'State'],
  ['userdef2', 'User Defined 2'],
];

/** Dock view 1: the device's fields (value display mapping of spec 001 §4) and its Actions panel. */
export function DeviceDetailsView({ device }: { device: DeviceRow }) {
  return (
    <Stack gap="md">
      <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={3} data-testid="device-details">
        <Table.Tbody>
          {FIELDS.map(([field, label, show = displayValue]) => (
            <Table.Tr key={field}>
              <Table.Th w="42%">{label}</Table.Th>
              <Table.Td data-field={field}>{show(device[field])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <DeviceActionsPanel device={device} />
    </Stack>
  );
}
