import type { DeviceDetailsData } from '@nms/contract';
import { vadbRows } from './card-rows';
import { DetailTable } from './detail-table';
import { DetailsCard } from './details-card';

/** VADB Configuration: the backup dial phones and their last test (shown only when showsVadb). */
export function VadbCard({ details }: { details: DeviceDetailsData }) {
  return (
    <DetailsCard title="VADB Configuration" testId="card-vadb">
      <DetailTable rows={vadbRows(details.device)} />
    </DetailsCard>
  );
}
