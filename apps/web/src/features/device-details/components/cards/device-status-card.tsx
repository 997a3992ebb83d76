import type { DeviceDetailsData } from '@nms/contract';
import { SeverityBadge } from '../../../../components/formatters/severity-badge';
import { usePamStatus } from '../../../pam-suspend';
import { deviceStatusRows } from '../../../../components/device-cards/card-rows';
import { DetailTable } from '../../../../components/device-cards/detail-table';
import { DetailsCard } from '../../../../components/device-cards/details-card';

/**
 * Device Status (spec 000 §2): the device's identity and state; Status in its severity colour.
 * 'Proactive Monitoring Status' reads the device's PAM query, the one the PAM form reads.
 */
export function DeviceStatusCard({ details }: { details: DeviceDetailsData }) {
  const pam = usePamStatus(String(details.device.name ?? ''));
  return (
    <DetailsCard title="Device Status" testId="card-device-status">
      <DetailTable
        rows={deviceStatusRows(details, pam.statusText)}
        renderValue={(r) => (r.field === 'state' ? <SeverityBadge value={details.device.state} /> : r.value)}
      />
    </DetailsCard>
  );
}
