import { DEVICE_DEFAULT_FIELDS, DEVICE_FIELDS, SEVERITY_LABEL, type ServiceAggregationRow } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { DeviceIndex } from '../device-index';
import { indexNmdStates } from './index-slices';
import { queryParam } from './query-param';
import { selectNmdStates } from './repository';

const STATES = [1, 2, 3, 4, 5] as const;

/** The device condition of a `query` parameter (400 naming it when bad). */
export const deviceCondition = (query: string | undefined) => queryParam(query, DEVICE_FIELDS, DEVICE_DEFAULT_FIELDS);

/**
 * es/hasmat/devices/aggregations?aggregation_field=nmd: devices per customer with their count
 * per state, most devices first (spec 001 §2.9 Service details). Devices whose state is outside
 * 1..5 count in device_count only.
 */
export async function nmdAggregation(
  db: Kysely<DB>,
  query: string | undefined,
  index?: DeviceIndex,
): Promise<{ data: ServiceAggregationRow[]; total: number }> {
  const where = deviceCondition(query);
  const rows = (await indexNmdStates(index, query ?? '')) ?? (await selectNmdStates(db, where));
  const byNmd = new Map<string, { total: number; states: number[] }>();
  for (const r of rows) {
    const entry = byNmd.get(r.nmd) ?? { total: 0, states: STATES.map(() => 0) };
    entry.total += r.n;
    const at = STATES.indexOf(r.state as (typeof STATES)[number]);
    if (at >= 0) entry.states[at] += r.n;
    byNmd.set(r.nmd, entry);
  }
  const data = [...byNmd.entries()]
    .map(([nmd, e]) => ({
      nmd,
      device_count: e.total,
      device_count_by_state: STATES.map((s, i) => ({ label: SEVERITY_LABEL[s], value: e.states[i] })),
    }))
    .sort((a, b) => b.device_count - a.device_count || a.nmd.localeCompare(b.nmd));
  return { data, total: data.reduce((n, r) => n + r.device_count, 0) };
}
