import {
  CHANGE_LOG_LIMIT,
  CPE_CHANGE_SORTS,
  EMS_LOG_KEYS,
  SALESFORCE_LOG_KEYS,
  type AppLogApp,
  type AppLogsAnswer,
  type AppLogsQuery,
  type CpeChangesAnswer,
  type CpeChangesQuery,
} from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { sortColumn } from '../../db/paged-list';
import { deviceLocation, selectCpeChanges, selectEmsChanges, selectSalesforceCases, type LogRequest } from './repository';

const CPE_COLUMNS: Record<(typeof CPE_CHANGE_SORTS)[number], string> = {
  _time: 'changed_at',
  cfgpath: 'cfgpath',
  action: 'action',
  user: 'username',
  ui: 'ui',
};
/** Every key of a log row sorts; the times sort as times. */
const SALESFORCE_COLUMNS: Record<(typeof SALESFORCE_LOG_KEYS)[number], string> = {
  'case.customer': 'customer',
  'case.san': 'san',
  timestamp: 'opened_at',
  'timestamp.closed': 'closed_at',
  'ticket.id': 'ticket_id',
  'case.customer_locid': 'customer_locid',
  'case.request_type': 'request_type',
  'case.subtype': 'subtype',
  'case.action': 'action',
  'case.actual_issue': 'actual_issue',
};
const EMS_COLUMNS: Record<(typeof EMS_LOG_KEYS)[number], string> = {
  'change.siteid': 'siteid',
  timestamp: 'changed_at',
  'parameter.name': 'parameter_name',
  'parameter.valueold': 'value_old',
  'parameter.valuenew': 'value_new',
  'change.username': 'username',
  'change.error': 'error',
};

function logRequest(
  columns: Readonly<Record<string, string>>,
  defaultSort: string,
  q: { sort?: string; order?: 'asc' | 'desc'; limit?: number },
): LogRequest {
  return { column: sortColumn(columns, q.sort || defaultSort), order: q.order ?? 'desc', limit: q.limit ?? CHANGE_LOG_LIMIT };
}

async function locationOf(db: Kysely<DB>, name: string): Promise<string | null> {
  const device = await deviceLocation(db, name);
  if (!device) throw notFound(`device_name: device '${name}' not found`);
  return device.location;
}

/** splunk/cpe: the configuration changes pushed to the device, newest first, at most 1,000. */
export async function cpeChanges(db: Kysely<DB>, q: CpeChangesQuery): Promise<CpeChangesAnswer> {
  const r = logRequest(CPE_COLUMNS, '_time', q);
  await locationOf(db, q.device_name);
  return { data: await selectCpeChanges(db, q.device_name, q.nmd || undefined, r) };
}

/** es/logs/application/{app}: Salesforce cases of the device and its site, or its EMS parameter changes. */
export async function applicationLogs(db: Kysely<DB>, app: AppLogApp, q: AppLogsQuery): Promise<AppLogsAnswer> {
  if (app === 'salesforce') {
    const r = logRequest(SALESFORCE_COLUMNS, 'timestamp', q);
    return { data: await selectSalesforceCases(db, q.device_name, await locationOf(db, q.device_name), r) };
  }
  const r = logRequest(EMS_COLUMNS, 'timestamp', q);
  await locationOf(db, q.device_name);
  return { data: await selectEmsChanges(db, q.device_name, r) };
}
