import { Title } from '@mantine/core';
import type { DeviceDetailsData } from '@nms/contract';
import { locationRows } from './card-rows';
import { DetailTable } from './detail-table';
import { DetailsCard } from './details-card';
import { SameLocationGrid } from './same-location-grid';

/** Location Information, and below it the other devices at the same customer location. */
export function LocationCard({ details }: { details: DeviceDetailsData }) {
  return (
    <DetailsCard title="Location Information" testId="card-location" fullScreen>
      <DetailTable rows={locationRows(details.location)} />
      <Title order={6} mt="sm" mb={6}>
        Other Devices at this Location
      </Title>
      <SameLocationGrid devices={details.neighbor_devices.data} />
    </DetailsCard>
  );
}
