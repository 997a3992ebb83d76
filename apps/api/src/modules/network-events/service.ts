import {
  DEVICE_NETWORK_EVENTS_PAGE_SIZE,
  IMPACTED_DEVICES_DEFAULT_LIMIT,
  IMPACTED_DEVICE_SORTS,
  NETWORK_EVENTS_PAGE_SIZE,
  NETWORK_EVENT_SORTS,
  type DeviceNetworkEventsQuery,
  type ImpactedCustomersAnswer,
  type ImpactedDevicesAnswer,
  type ImpactedDevicesQuery,
  type NetworkEventsAnswer,
  type NetworkEventsQuery,
} from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { sortColumn } from '../../db/paged-list';
import { findGroup } from '../metrics';
import {
  deviceExists,
  groupTotal,
  selectDeviceNetworkEvents,
  groupDevicesPage,
  selectImpactedCustomers,
  selectNetworkEvents,
  type PageRequest,
} from './repository';
import { impactedDeviceFilter, narrows, networkEventFilter } from './row-filters';

const EVENT_COLUMNS: Record<(typeof NETWORK_EVENT_SORTS)[number], string> = {
  name: 'name',
  impact: 'impact',
  caseId: 'case_id',
  startTime: 'start_time',
  endTime: 'end_time',
};
const DEVICE_COLUMNS: Record<(typeof IMPACTED_DEVICE_SORTS)[number], string> = {
  name: 'name',
  state: 'state',
  nmd: 'nmd',
  className: 'class_name',
  stateUSA: 'state_usa',
  napSource: 'nap_source',
};

interface Paging {
  sort?: string;
  order?: 'asc' | 'desc';
  offset?: number;
  limit?: number;
}

const eventPage = (q: Paging, defaultLimit: number): PageRequest => ({
  column: sortColumn(EVENT_COLUMNS, q.sort || 'startTime'),
  order: q.order ?? 'desc',
  offset: q.offset ?? 0,
  limit: q.limit ?? defaultLimit,
});

/** The per-device calls answer 404 for a device the inventory does not hold (not an empty list). */
export async function knownDevice(db: Kysely<DB>, name: string): Promise<void> {
  if (!(await deviceExists(db, name))) throw notFound(`device_name: device '${name}' not found`);
}

/** The group of a `device_group` parameter; its errors name that parameter. */
async function groupOf(db: Kysely<DB>, key: string) {
  try {
    return await findGroup(db, key);
  } catch (err) {
    if (err instanceof HttpError) throw new HttpError(err.statusCode, `device_group: ${err.message.replace(/^filter_expression: /, '')}`);
    throw err;
  }
}

/**
 * es/network-events: active only by default (the 'Active Events' checkbox); false lists all
 * events. The grid's `query` is AND-ed with it; the total counts the matches.
 */
export const listNetworkEvents = async (db: Kysely<DB>, q: NetworkEventsQuery): Promise<NetworkEventsAnswer> =>
  selectNetworkEvents(db, q.active ?? true, networkEventFilter(q.query), eventPage(q, NETWORK_EVENTS_PAGE_SIZE));

/** es/device/network-events: the events of the groups the device belongs to (a page of 15, as its grid). */
export async function listDeviceNetworkEvents(db: Kysely<DB>, q: DeviceNetworkEventsQuery): Promise<NetworkEventsAnswer> {
  const page = eventPage(q, DEVICE_NETWORK_EVENTS_PAGE_SIZE);
  const filter = networkEventFilter(q.query);
  await knownDevice(db, q.device_name);
  return selectDeviceNetworkEvents(db, q.device_name, q.active ?? true, filter, page);
}

/**
 * es/impacted-devices: every device of the group, by name by default, narrowed by the grid's
 * `query`. Unfiltered, the total is the group's member count as kept with its impact (a count of
 * a million members would cost more than the page); filtered, it is counted as every list counts
 * (exact up to 5,000, then a lower bound). A short page is its own exact count either way.
 */
export async function listImpactedDevices(db: Kysely<DB>, q: ImpactedDevicesQuery): Promise<ImpactedDevicesAnswer> {
  const page: PageRequest = {
    column: sortColumn(DEVICE_COLUMNS, q.sort || 'name'),
    order: q.order ?? 'asc',
    offset: q.offset ?? 0,
    limit: q.limit ?? IMPACTED_DEVICES_DEFAULT_LIMIT,
  };
  const filter = impactedDeviceFilter(q.query);
  const group = await groupOf(db, q.device_group);
  return groupDevicesPage(db, group.id, filter, page, narrows(q.query) ? undefined : () => groupTotal(db, group.id));
}

/** es/impacted-customers: customers of the group's devices that are not Normal, with their count. */
export async function listImpactedCustomers(db: Kysely<DB>, deviceGroup: string): Promise<ImpactedCustomersAnswer> {
  const group = await groupOf(db, deviceGroup);
  return selectImpactedCustomers(db, group.key);
}
