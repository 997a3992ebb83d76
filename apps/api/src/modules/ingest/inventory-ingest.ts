import {
  DEVICE_FIELDS,
  DEVICE_DEFAULT_FIELDS,
  GROUP_INGEST_FIELDS,
  GROUP_MEMBER_INGEST_FIELDS,
  LOCATION_INGEST_FIELDS,
  fieldByName,
  type IngestAnswer,
  type IngestError,
} from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { compileLucene } from '../../query';
import { groupIds, type GroupInventoryRow, type GroupRef, existingDevices, type MemberPair, groupsWithSnmp } from '../fleet';
import type { IngestBody } from './ingest-body';
import { firstOfEachKey, runIngest, type IngestCall } from './ingest-run';
import { checkTypes, typesOf } from './row-types';
import { checkRows, type CheckedRow, type RowRules } from './row-values';
import { rejectBadSnmp, snmpOf, snmpPortProblem } from './snmp-rows';

const LOCATION: RowRules = { noun: 'location', fields: LOCATION_INGEST_FIELDS, keys: ['customerLocationId'] };
const GROUP: RowRules = { noun: 'group', fields: GROUP_INGEST_FIELDS, keys: ['networkType', 'name'] };
const MEMBER: RowRules = { noun: 'group member', fields: GROUP_MEMBER_INGEST_FIELDS, keys: ['networkType', 'group', 'device'] };
const LOCATION_COLUMN = fieldByName(LOCATION_INGEST_FIELDS);

const text = (r: CheckedRow, field: string) => r.values.get(field) as string;
const groupKey = (r: CheckedRow, nameField = 'name') => `${text(r, 'networkType')}:${text(r, nameField)}`;

/** Checks types (400 whole) and rows (rejects one by one), keeping the first row of each key. */
async function checkAll(body: IngestBody, rules: RowRules, keyOf: (r: CheckedRow) => string, keyField: string) {
  await checkTypes(body, typesOf(rules.fields), rules.noun);
  const checked = await checkRows(rules, body.rows);
  return firstOfEachKey(checked, keyOf, keyField);
}

/** POST /ingest/locations: upsert by customerLocationId; `retire: true` deletes. */
export async function ingestLocationRows(db: Kysely<DB>, body: IngestBody, call: IngestCall): Promise<IngestAnswer> {
  const { good, errors } = await checkAll(body, LOCATION, (r) => text(r, 'customerLocationId'), 'customerLocationId');
  const upserts = good.filter((r) => !r.retire).map((r) => Object.fromEntries([...r.values].map(([k, v]) => [LOCATION_COLUMN.get(k)!.column, v])));
  const deletes = good.filter((r) => r.retire).map((r) => text(r, 'customerLocationId'));
  return runIngest(db, { ...call, action: 'ingest.locations' }, errors, async (fleet) => {
    const counts = await fleet.ingestLocations(upserts);
    const retired = await fleet.deleteLocations(deletes);
    return { ...counts, unchanged: counts.unchanged + deletes.length - retired, retired, errors: [] };
  });
}

/** DELETE /ingest/locations. */
export function deleteLocationIds(db: Kysely<DB>, ids: readonly string[], call: IngestCall): Promise<IngestAnswer> {
  const unique = [...new Set(ids)];
  return runIngest(db, { ...call, action: 'ingest.locations.delete' }, [], async (fleet) => {
    const retired = await fleet.deleteLocations(unique);
    return { created: 0, updated: 0, unchanged: unique.length - retired, retired, errors: [] };
  });
}

/** The group row's checks beyond types: a networkType without ':', a deviceQuery the query language reads. */
function groupProblem(r: CheckedRow): IngestError | undefined {
  if (text(r, 'networkType').includes(':'))
    return { line: r.line, field: 'networkType', message: 'networkType must not contain ":" (the key is NETWORK_TYPE:name)' };
  const port = snmpPortProblem(r.values);
  if (port) return { line: r.line, field: 'snmpPort', message: port };
  const query = r.values.get('deviceQuery');
  if (typeof query === 'string') {
    if (query.trim() === '')
      return { line: r.line, field: 'deviceQuery', message: "deviceQuery must not be blank: leave it out for the group's members" };
    try {
      compileLucene(query, { fields: DEVICE_FIELDS, defaultFields: DEVICE_DEFAULT_FIELDS });
    } catch (err) {
      return { line: r.line, field: 'deviceQuery', message: `deviceQuery: ${(err as Error).message}` };
    }
  }
  return undefined;
}

const membersQuery = (key: string) => `memberOf:"${key.replace(/["\\]/g, '\\$&')}"`;

function toGroup(r: CheckedRow): GroupInventoryRow & { line: number } {
  const columns: Record<string, unknown> = {};
  if (r.values.has('lowLevelGroup')) columns.low_level_group = r.values.get('lowLevelGroup');
  // null is "back to the default": the members query, the table's threshold.
  if (r.values.has('deviceQuery')) columns.device_query = r.values.get('deviceQuery') ?? membersQuery(groupKey(r));
  if (r.values.has('thresholdPercent')) columns.threshold_percent = r.values.get('thresholdPercent') ?? 20;
  const snmp = snmpOf(r.values);
  return { line: r.line, networkType: text(r, 'networkType'), name: text(r, 'name'), columns, ...(snmp !== undefined ? { snmp } : {}) };
}

/** POST /ingest/groups: upsert by networkType and name; `retire: true` deletes the group. */
export async function ingestGroupRows(db: Kysely<DB>, body: IngestBody, call: IngestCall): Promise<IngestAnswer> {
  const { good, errors } = await checkAll(body, GROUP, (r) => groupKey(r), 'name');
  const upserts: Array<GroupInventoryRow & { line: number }> = [];
  for (const r of good.filter((g) => !g.retire)) {
    const problem = groupProblem(r);
    if (problem) errors.push(problem);
    else upserts.push(toGroup(r));
  }
  const deletes: GroupRef[] = good.filter((r) => r.retire).map((r) => ({ networkType: text(r, 'networkType'), name: text(r, 'name') }));
  return runIngest(db, { ...call, action: 'ingest.groups' }, errors, async (fleet, tx, at) => {
    const snmp = await rejectBadSnmp(
      tx,
      upserts,
      async (portOnly) => {
        const ids = await groupIds(tx, portOnly);
        const has = await groupsWithSnmp(tx, [...ids.values()]);
        return (r) => has.has(ids.get(`${r.networkType}:${r.name}`) ?? -1);
      },
      'group',
    );
    const counts = await fleet.ingestGroups(snmp.good);
    const retired = await fleet.deleteGroups(deletes, at);
    return { ...counts, unchanged: counts.unchanged + deletes.length - retired, retired, errors: snmp.errors };
  });
}

/** DELETE /ingest/groups. */
export function deleteGroupRefs(db: Kysely<DB>, refs: readonly GroupRef[], call: IngestCall): Promise<IngestAnswer> {
  const unique = [...new Map(refs.map((r) => [`${r.networkType}:${r.name}`, r])).values()];
  return runIngest(db, { ...call, action: 'ingest.groups.delete' }, [], async (fleet, _tx, at) => {
    const retired = await fleet.deleteGroups(unique, at);
    return { created: 0, updated: 0, unchanged: unique.length - retired, retired, errors: [] };
  });
}

/** Rejects pairs naming a group or a device that does not exist. */
async function checkPairs(tx: Kysely<DB>, rows: readonly CheckedRow[]) {
  const refs = rows.map((r) => ({ networkType: text(r, 'networkType'), name: text(r, 'group') }));
  const groups = await groupIds(tx, refs);
  const devices = await existingDevices(tx, [...new Set(rows.map((r) => text(r, 'device')))]);
  const errors: IngestError[] = [];
  const add: MemberPair[] = [];
  const remove: MemberPair[] = [];
  for (const r of rows) {
    const key = groupKey(r, 'group');
    if (!groups.has(key)) errors.push({ line: r.line, field: 'group', message: `no group ${key}` });
    else if (!devices.has(text(r, 'device'))) errors.push({ line: r.line, field: 'device', message: `no device named ${text(r, 'device')}` });
    else (r.retire ? remove : add).push({ device: text(r, 'device'), key });
  }
  return { add, remove, errors };
}

/** POST /ingest/group-members: adds (or with `retire: true` removes) memberships; `replace` drops the named groups' other members. */
export async function ingestMemberRows(db: Kysely<DB>, body: IngestBody, call: IngestCall, replace: boolean): Promise<IngestAnswer> {
  const { good, errors } = await checkAll(body, MEMBER, (r) => `${groupKey(r, 'group')}\n${text(r, 'device')}`, 'device');
  return runIngest(db, { ...call, action: 'ingest.group-members' }, errors, async (fleet, tx, at) => {
    const pairs = await checkPairs(tx, good);
    const named = await fleet.changeMembership({ remove: pairs.remove }, at);
    const rest = await fleet.changeMembership({ add: pairs.add, replace }, at);
    return {
      created: rest.added,
      updated: 0,
      retired: named.removed + rest.removed,
      unchanged: pairs.add.length - rest.added + pairs.remove.length - named.removed,
      errors: pairs.errors,
    };
  });
}

/** DELETE /ingest/group-members: memberships that are not there count as unchanged. */
export function removeMemberRefs(
  db: Kysely<DB>,
  refs: ReadonlyArray<{ networkType: string; group: string; device: string }>,
  call: IngestCall,
): Promise<IngestAnswer> {
  const pairs = [
    ...new Map(refs.map((r) => [`${r.networkType}:${r.group}\n${r.device}`, { device: r.device, key: `${r.networkType}:${r.group}` }])).values(),
  ];
  return runIngest(db, { ...call, action: 'ingest.group-members.delete' }, [], async (fleet, _tx, at) => {
    const { removed } = await fleet.changeMembership({ remove: pairs }, at);
    return { created: 0, updated: 0, unchanged: pairs.length - removed, retired: removed, errors: [] };
  });
}
