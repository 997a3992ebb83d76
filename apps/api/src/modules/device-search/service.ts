import {
  DEVICE_SEARCH_MAX_HITS,
  EM7_EVENTS_LIMIT,
  EM7_EVENT_SORTS,
  em7DeviceKey,
  type DeviceSearchHit,
  type Em7EventsAnswer,
  type Em7EventsQuery,
  type HasmatSearchAnswer,
  type HasmatSearchQuery,
  type OtherDevicesAnswer,
  type OtherDevicesQuery,
  type PerformanceAnswer,
  type PerformanceQuery,
} from '@nms/contract';
import { hasUserCounts } from '@nms/simulator';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { searchDevices } from '../device-details';
import { isEm7Sort, listEm7Events } from './em7-repository';
import { findEm7Device, serviceDevices, type Em7Device } from './repository';
import { readUserCounts } from './user-count-repository';

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/**
 * es/hasmat/devices/search: the device-details name search (prefix matches first, then names
 * containing the text), with the service columns and what the Switch panel rule reads.
 */
export async function hasmatSearch(db: Kysely<DB>, q: HasmatSearchQuery): Promise<HasmatSearchAnswer> {
  const { data } = await searchDevices(db, { query: q.query, limit: DEVICE_SEARCH_MAX_HITS, all_fields: true });
  const hits: DeviceSearchHit[] = data.map((d) => ({
    name: String(d.name),
    service_type: text(d.serviceType),
    service_id: text(d.serviceId),
    productCategory: text(d.productCategory),
    psiteid: text(d.psiteid),
  }));
  return { data: hits, device_names: hits.map((h) => h.name) };
}

export async function otherDevices(db: Kysely<DB>, q: OtherDevicesQuery): Promise<OtherDevicesAnswer> {
  const data = await serviceDevices(db, q.service_id, q.service_type);
  return { data, total: data.length };
}

async function em7Device(db: Kysely<DB>, stackId: number, deviceId: number): Promise<Em7Device> {
  const device = await findEm7Device(db, stackId, deviceId);
  if (!device) throw notFound(`EM7 device ${em7DeviceKey(stackId, deviceId)} not found (stack_id ${stackId}, device_id ${deviceId})`);
  return device;
}

/** em7/events: a device's active events, Name ascending unless told otherwise. */
export async function em7Events(db: Kysely<DB>, q: Em7EventsQuery, now: number): Promise<Em7EventsAnswer> {
  const sort = q.sort ?? 'aligned_resource_name';
  if (!isEm7Sort(sort)) throw badRequest(`sort: unknown field '${sort}'; use one of ${EM7_EVENT_SORTS.join(', ')}`);
  await em7Device(db, q.stack_id, q.device_id);
  return listEm7Events(db, {
    stackId: q.stack_id,
    deviceId: q.device_id,
    sort,
    desc: q.order === 'desc',
    offset: q.offset ?? 0,
    limit: q.limit ?? EM7_EVENTS_LIMIT,
    now,
  });
}

/** A day of slack over the longest zoom (1y), for windows that do not start on a whole second. */
export const MAX_USER_COUNT_WINDOW = 367 * 86_400;

const dateString = (s: number) => new Date(s * 1000).toISOString().slice(0, 19).replace('T', ' ');

/** fgVpnTunnelUpCount of a device in [start, end] (epoch seconds), oldest first; none for non-FortiGates. */
export async function vpnUserCounts(db: Kysely<DB>, deviceId: number, q: PerformanceQuery, now: number): Promise<PerformanceAnswer> {
  const { start_timestamp: start, end_timestamp: end } = q;
  if (end < start) throw badRequest(`end_timestamp (${end}) is before start_timestamp (${start})`);
  if (end - start > MAX_USER_COUNT_WINDOW)
    throw badRequest(`end_timestamp: the window may span at most ${MAX_USER_COUNT_WINDOW / 86_400} days (one year and a day of slack)`);
  const device = await em7Device(db, q.stack_id, deviceId);
  if (!hasUserCounts(device)) return { data: [] };
  const rows = await readUserCounts(db, q.stack_id, deviceId, start, end, Math.floor(now / 1000));
  return { data: rows.map((r) => ({ value: r.value, date_string: dateString(r.ts) })) };
}
