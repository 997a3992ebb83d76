import {
  ADDITIONAL_DETAIL_FIELDS,
  DEVICE_FIELDS,
  DEVICE_SOURCES,
  fieldByName,
  type DeviceSource,
  type SourceProjection,
  type SourceRecordAnswer,
} from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { selectDeviceRow, type DeviceRow } from './repository';

const FIELDS = fieldByName(DEVICE_FIELDS);
export type SourceValue = SourceRecordAnswer['data'][string];
export type SourceData = SourceRecordAnswer['data'];
export type { DeviceRow };

for (const projection of [...Object.values(DEVICE_SOURCES), ADDITIONAL_DETAIL_FIELDS]) {
  for (const [, field] of projection) if (!FIELDS.has(field)) throw new Error(`device-sources: unknown device field ${field}`);
}

const isEpoch = (field: string) => FIELDS.get(field)?.type === 'epoch';

/**
 * Projects a device row onto a source's keys. `isoDates` renders epoch fields as ISO 8601
 * strings (as the source databases do; 0 or less is no date); otherwise they stay epoch ms.
 */
export function projectRow(projection: SourceProjection, row: DeviceRow, isoDates: boolean): SourceData {
  const out: SourceData = {};
  for (const [key, field] of projection) {
    const value = (row[field] ?? null) as SourceValue;
    out[key] = isoDates && isEpoch(field) && typeof value === 'number' ? (value > 0 ? new Date(value).toISOString() : null) : value;
  }
  return out;
}

/**
 * Which devices a source system knows: EIT registers an asset at installation (a device still
 * PEND has no EIT record), HTS only satellite modems, active path only devices with a mode.
 */
const KNOWS: Partial<Record<DeviceSource, (row: DeviceRow) => boolean>> = {
  eit_device: (r) => r.provisionStatus !== 'PEND',
  hts_device: (r) => r.className === 'HNS_SatModem',
  active_device: (r) => r.aaCfOpermode !== null && r.aaCfOpermode !== undefined,
};

/** The device as one source system holds it; {} when that source does not know the device. */
export function sourceSection(source: DeviceSource, row: DeviceRow): SourceData {
  if (KNOWS[source] && !KNOWS[source](row)) return {};
  return projectRow(DEVICE_SOURCES[source], row, true);
}

/** The ~55 additional details of spec 000 §3, keys as the spec spells them, dates in epoch ms. */
export const additionalSection = (row: DeviceRow): SourceData => projectRow(ADDITIONAL_DETAIL_FIELDS, row, false);

/**
 * oracle/device/{source}: the device row as the source system holds it, in one query. Dates are
 * ISO 8601 strings (as the source databases render them); a source that does not know the
 * device answers an empty object, an unknown device 404.
 */
export async function sourceRecord(db: Kysely<DB>, source: DeviceSource, deviceName: string): Promise<SourceRecordAnswer> {
  const row = await selectDeviceRow(db, deviceName);
  if (!row) throw notFound(`device_name: device '${deviceName}' not found`);
  return { data: sourceSection(source, row) };
}

/** smarts/device/additional-details: the ~55 fields of spec 000 §3, keys as the spec spells them. */
export async function additionalDetails(db: Kysely<DB>, name: string): Promise<SourceRecordAnswer> {
  const row = await selectDeviceRow(db, name);
  if (!row) throw notFound(`name: device '${name}' not found`);
  return { data: additionalSection(row) };
}
