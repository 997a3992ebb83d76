import type { DeviceDetailsData } from '@nms/contract';
import { hanRows } from './card-rows';
import { DetailTable } from './detail-table';
import { DetailsCard } from './details-card';

/** HAN Configuration (hidden unless showsHan): high availability set-up and its transports. */
export function HanConfigurationCard({ details }: { details: DeviceDetailsData }) {
  return (
    <DetailsCard title="HAN Configuration" testId="card-han">
      <DetailTable rows={hanRows(details.device, details.active_devices)} />
    </DetailsCard>
  );
}
