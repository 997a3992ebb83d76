import type { DeviceDetailsData } from '@nms/contract';
import { LocalTable, type LocalColumn } from '../../../components/action-results/local-table';
import { locationRow, type LocationRow } from '../logic/location';

const COLUMNS: LocalColumn<LocationRow>[] = [
  { key: 'customerLocationId', header: 'Customer Location ID' },
  { key: 'address', header: 'Address' },
  { key: 'city', header: 'City' },
  { key: 'stateUSA', header: 'State' },
  { key: 'zip', header: 'Zip' },
  { key: 'latitude', header: 'Latitude' },
  { key: 'longitude', header: 'Longitude' },
  { key: 'hnsLocationID', header: 'Hughes Location ID' },
];

/** LUMOS's location info: one row, the columns of spec 000 in order. */
export function LocationTable({ data }: { data: Pick<DeviceDetailsData, 'device' | 'location'> }) {
  return <LocalTable columns={COLUMNS} rows={[locationRow(data)]} testId="lumos-location" />;
}
