import { DEVICE_FIELDS } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import { selectList } from '../../db/paged-list';
import type { DB } from '../../db/schema';

/** A device row keyed by API field names (DEVICE_FIELDS), as es/devices/all answers it. */
export type DeviceRow = Record<string, unknown>;

/** One device by name, every field in its API name; undefined when there is none. */
export async function selectDeviceRow(db: Kysely<DB>, name: string): Promise<DeviceRow | undefined> {
  const { rows } = await sql<DeviceRow>`SELECT ${selectList(DEVICE_FIELDS)} FROM devices WHERE name = ${name}`.execute(db);
  return rows[0];
}
