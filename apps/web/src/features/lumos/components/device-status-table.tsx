import type { DeviceDetailsData } from '@nms/contract';
import { SeverityBadge } from '../../../components/formatters/severity-badge';
import { LocalTable, type LocalColumn } from '../../../components/action-results/local-table';

type Device = DeviceDetailsData['device'];

const COLUMNS: LocalColumn<Device>[] = [
  { key: 'name', header: 'SAN' },
  { key: 'productCategory', header: 'Device Category' },
  { key: 'model', header: 'Model' },
  { key: 'diuSerialNum', header: 'Serial Number' },
  { key: 'managementIp', header: 'Management IP' },
  { key: 'lanIp', header: 'LAN1 Ip' },
  { key: 'nocid', header: 'NOC ID' },
  { key: 'state', header: 'Status', render: (d) => <SeverityBadge value={d.state} /> },
];

/** LUMOS's device status table: one row, the columns of spec 000 in order. */
export function DeviceStatusTable({ device }: { device: Device }) {
  return <LocalTable columns={COLUMNS} rows={[device]} testId="lumos-device-status" />;
}
