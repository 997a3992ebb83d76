import type { DeviceDetailsData } from '@nms/contract';
import { activePathRows } from './card-rows';
import { DetailTable } from './detail-table';
import { DetailsCard } from './details-card';

/** Active Path Information (only when aaCfOpermode is 3 or 4). */
export function ActivePathCard({ details }: { details: DeviceDetailsData }) {
  return (
    <DetailsCard title="Active Path Information" testId="card-active-path">
      <DetailTable rows={activePathRows(details.device)} />
    </DetailsCard>
  );
}
