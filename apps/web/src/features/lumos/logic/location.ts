import type { DeviceDetailsData } from '@nms/contract';

export interface LocationRow {
  customerLocationId: unknown;
  address: unknown;
  city: unknown;
  stateUSA: unknown;
  zip: unknown;
  latitude: unknown;
  longitude: unknown;
  hnsLocationID: unknown;
}

/**
 * The location of the device: the customer location record when the device has one, else the
 * location fields of the device row itself (address and city live only on the location).
 * Hughes Location ID is the device's hnsLocationID.
 */
export function locationRow(data: Pick<DeviceDetailsData, 'device' | 'location'>): LocationRow {
  const { device: d, location: l } = data;
  return {
    customerLocationId: l?.customerLocationId ?? d.customerLocationId,
    address: l?.address,
    city: l?.city,
    stateUSA: l?.stateUSA ?? d.stateUSA,
    zip: l?.zip ?? d.zip,
    latitude: l?.latitude ?? d.latitude,
    longitude: l?.longitude ?? d.longitude,
    hnsLocationID: d.hnsLocationID,
  };
}
