import { ADDITIONAL_DETAIL_FIELDS, DEVICE_FIELDS, DEVICE_SOURCES, fieldByName, type DeviceSource, type SourceProjection, type SourceRecordAnswer } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../lib/http-error';

const FIELDS = fieldByName(DEVICE_FIELDS);
type Value = SourceRecordAnswer['data'][string];

/** The SELECT list of a projection, built once per source. */
function selectList(projection: SourceProjection) {
  return sql.join(projection.map(([key, field]) => {
    const f = FIELDS.get(field);
    if (!f) throw new Error(`device-sources: unknown device field ${field}`);
    return sql`${sql.ref(f.column)} AS ${sql.ref(key)}`;
  }));
}
const EPOCH_KEYS = (projection: SourceProjection) => new Set(projection.filter(([, f]) => FIELDS.get(f)?.type === 'epoch').map(([k]) => k));

/** Which devices a source system knows: HTS only satellite modems, active path only devices with a mode. */
const KNOWS: Partial<Record<DeviceSource, (row: { class_name: unknown; aa_cf_opermode: unknown }) => boolean>> = {
  hts_device: (r) => r.class_name === 'HNS_SatModem',
  active_device: (r) => r.aa_cf_opermode !== null,
};

const SOURCES = Object.fromEntries(
  Object.entries(DEVICE_SOURCES).map(([name, projection]) => [name, { list: selectList(projection), epochs: EPOCH_KEYS(projection) }]),
) as Record<DeviceSource, { list: ReturnType<typeof selectList>; epochs: Set<string> }>;

/**
 * oracle/device/{source}: the device row as the source system holds it, in one query. Dates are
 * ISO 8601 strings (as the source databases render them); a source that does not know the
 * device answers an empty object, an unknown device 404.
 */
export async function sourceRecord(db: Kysely<DB>, source: DeviceSource, deviceName: string): Promise<SourceRecordAnswer> {
  const s = SOURCES[source];
  const { rows } = await sql<Record<string, Value>>`
    SELECT ${s.list}, class_name AS "__class_name", aa_cf_opermode AS "__aa_cf_opermode" FROM devices WHERE name = ${deviceName}`.execute(db);
  const row = rows[0];
  if (!row) throw notFound(`device_name: device '${deviceName}' not found`);
  const { __class_name, __aa_cf_opermode, ...data } = row;
  if (KNOWS[source] && !KNOWS[source]({ class_name: __class_name, aa_cf_opermode: __aa_cf_opermode })) return { data: {} };
  for (const k of s.epochs) if (typeof data[k] === 'number') data[k] = data[k] > 0 ? new Date(data[k]).toISOString() : null;
  return { data };
}

const ADDITIONAL = selectList(ADDITIONAL_DETAIL_FIELDS);

/** smarts/device/additional-details: the ~55 fields of spec 000 §3, keys as the spec spells them. */
export async function additionalDetails(db: Kysely<DB>, name: string): Promise<SourceRecordAnswer> {
  const { rows } = await sql<Record<string, Value>>`SELECT ${ADDITIONAL} FROM devices WHERE name = ${name}`.execute(db);
  if (!rows[0]) throw notFound(`name: device '${name}' not found`);
  return { data: rows[0] };
}
