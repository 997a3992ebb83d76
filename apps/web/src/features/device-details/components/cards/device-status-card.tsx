import type { DeviceDetailsData } from '@nms/contract';
import { SeverityBadge } from '../../../../components/formatters/severity-badge';
import { deviceStatusRows } from '../../logic/card-rows';
import { DetailTable } from './detail-table';
import { DetailsCard } from './details-card';

/** Device Status (spec 000 §2): the device's identity and state; Status in its severity colour. */
export function DeviceStatusCard({ details }: { details: DeviceDetailsData }) {
  return (
    <DetailsCard title="Device Status" testId="card-device-status">
      <DetailTable
        rows={deviceStatusRows(details)}
        renderValue={(r) => (r.field === 'state' ? <SeverityBadge value={details.device.state} /> : r.value)}
      />
    </DetailsCard>
  );
}
