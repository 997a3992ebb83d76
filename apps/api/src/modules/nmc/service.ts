import {
  NMC_DEFAULT_LIMIT,
  NMS_NOTIFICATIONS_DEFAULT_SORT,
  NMS_NOTIFICATION_FIELDS,
  REPLACEMENT_DISPATCHES_DEFAULT_SORT,
  REPLACEMENT_DISPATCH_FIELDS,
  SF_CASES_DEFAULT_HOURS,
  SF_CASES_DEFAULT_SORT,
  SF_CASE_FIELDS,
  SF_CASE_STATUS_ALL,
  SF_DISPATCHES_DEFAULT_SORT,
  SF_DISPATCH_FIELDS,
  SF_DISPATCH_UNSORTABLE,
  SF_NOTIFICATION_FIELDS,
  TECH_TASKS_DEFAULT_SORT,
  TECH_TASK_FIELDS,
  type FieldTable,
  type NmcPagedQuery,
  type SfCasesQuery,
  type TechTasksQuery,
} from '@nms/contract';
import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import { sortField } from '../../db/paged-list';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { compileLucene } from '../../query';
import {
  ALL_ROWS,
  NMS_NOTIFICATIONS,
  NMS_NOTIFICATION_KEY,
  OPEN_NOTIFICATION,
  REPLACEMENT,
  SF_CASES,
  SF_DISPATCHES,
  SF_TASKS,
  bothConditions,
  casesOpenedBetween,
  listPage,
  taskStatusCondition,
  type NmcList,
} from './repository';

const HOUR = 3_600_000;
type Sort = { field: string; order: 'asc' | 'desc' };

/** A bare word in a grid's search panel looks in these fields of each list. */
const SEARCH_FIELDS = {
  cases: ['case_number', 'subject', 'status', 'case_type', 'case_subtype', 'hsvc_location', 'hsvc_beams', 'hsvc_service_type'],
  dispatches: ['case_number', 'hsvc_location', 'hsvc_dispatch_part', 'hsvc_dispatch_status', 'hsvc_dispatch_support_group'],
  replacements: ['case_number', 'rma_number', 'serial_out', 'serial_in', 'tracking_number', 'hsvc_location'],
  notifications: ['impacted_group', 'network_type', 'case_number', 'case_status'],
  tasks: ['case_number', 'subject', 'assigned_to', 'device_name', 'support_group'],
} as const;

/** YYYY-MM-DDTHH:mm:ssZ (the schema checked the shape) → epoch ms; an impossible date is a 400 naming the field. */
function parseDate(field: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const ms = Date.parse(value);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 19) !== value.slice(0, 19))
    throw badRequest(`${field}: '${value}' is not a valid date-time`);
  return ms;
}

function list(
  from: RawBuilder<unknown>,
  fields: FieldTable,
  key: string,
  filter: RawBuilder<SqlBool>,
  search: readonly string[],
  q: NmcPagedQuery,
  sort: Sort,
): NmcList {
  const query = compileLucene(q.query, { fields, defaultFields: search });
  return {
    from,
    fields,
    key,
    where: bothConditions(filter, query),
    sort: sortField(fields, q.sort || sort.field),
    order: q.order ?? (q.sort ? 'asc' : sort.order),
    offset: q.offset ?? 0,
    limit: q.limit ?? NMC_DEFAULT_LIMIT,
  };
}

/** SF Cases: cases opened in [start_date, end_date] (default the last 24 hours), of a status (default ALL). */
export function sfCasesList(q: SfCasesQuery, now = Date.now()): NmcList {
  const end = parseDate('end_date', q.end_date, now);
  const start = parseDate('start_date', q.start_date, (q.end_date ? end : now) - SF_CASES_DEFAULT_HOURS * HOUR);
  if (start > end)
    throw badRequest(`start_date: ${q.start_date ?? new Date(start).toISOString()} is after end_date ${q.end_date ?? new Date(end).toISOString()}`);
  const filter = casesOpenedBetween(start, end, q.status && q.status !== SF_CASE_STATUS_ALL ? q.status : undefined);
  return list(SF_CASES, SF_CASE_FIELDS, 'case_id', filter, SEARCH_FIELDS.cases, q, SF_CASES_DEFAULT_SORT);
}

export const sfCases = (db: Kysely<DB>, q: SfCasesQuery) => listPage(db, sfCasesList(q));

/** SF Active Notifications: every open Notification case, newest case number first (the grid pages them). */
export const sfActiveNotifications = (db: Kysely<DB>) =>
  listPage(db, {
    from: SF_CASES,
    fields: SF_NOTIFICATION_FIELDS,
    key: 'case_number',
    where: OPEN_NOTIFICATION,
    sort: sortField(SF_NOTIFICATION_FIELDS, 'case_number'),
    order: 'desc',
    offset: 0,
    limit: 1_000_000,
  });

export function sfDispatchesList(q: NmcPagedQuery): NmcList {
  if (q.sort && (SF_DISPATCH_UNSORTABLE as readonly string[]).includes(q.sort)) throw badRequest(`sort: ${q.sort} is not sortable`);
  return list(SF_DISPATCHES, SF_DISPATCH_FIELDS, 'case_id', ALL_ROWS, SEARCH_FIELDS.dispatches, q, SF_DISPATCHES_DEFAULT_SORT);
}
export const sfDispatches = (db: Kysely<DB>, q: NmcPagedQuery) => listPage(db, sfDispatchesList(q));

export const replacementDispatches = (db: Kysely<DB>, q: NmcPagedQuery) =>
  listPage(
    db,
    list(SF_DISPATCHES, REPLACEMENT_DISPATCH_FIELDS, 'case_id', REPLACEMENT, SEARCH_FIELDS.replacements, q, REPLACEMENT_DISPATCHES_DEFAULT_SORT),
  );

export const nmsActiveNotifications = (db: Kysely<DB>, q: NmcPagedQuery) =>
  listPage(
    db,
    list(NMS_NOTIFICATIONS, NMS_NOTIFICATION_FIELDS, NMS_NOTIFICATION_KEY, ALL_ROWS, SEARCH_FIELDS.notifications, q, NMS_NOTIFICATIONS_DEFAULT_SORT),
  );

export function techSupportTasks(db: Kysely<DB>, q: TechTasksQuery) {
  const status = taskStatusCondition(q.status && q.status !== SF_CASE_STATUS_ALL ? q.status : undefined);
  return listPage(db, list(SF_TASKS, TECH_TASK_FIELDS, 'task_id', status, SEARCH_FIELDS.tasks, q, TECH_TASKS_DEFAULT_SORT));
}
