import type { DeviceDetailsData } from '@nms/contract';
import { eitRows } from './card-rows';
import { DetailTable } from './detail-table';
import { DetailsCard } from './details-card';

/** EIT Production Information (only when showsEit): the asset record, vendor/model when no asset id. */
export function EitProductionCard({ details }: { details: DeviceDetailsData }) {
  return (
    <DetailsCard title="EIT Production Information" testId="card-eit">
      <DetailTable rows={eitRows(details.eit_device_details)} />
    </DetailsCard>
  );
}
