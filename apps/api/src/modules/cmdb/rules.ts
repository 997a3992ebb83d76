import {
  CMDB_COLLECTIONS,
  CMDB_DEFAULT_LIMIT,
  CMDB_DEFAULT_SORT,
  CMDB_ENTITIES,
  validateCmdbRecord,
  type CmdbCollection,
  type CmdbListQuery,
  type CmdbRecord,
} from '@nms/contract';
import { badRequest, conflict } from '../../lib/http-error';
import { unstorableInParameters } from '../../plugins/input-guards';
import * as repo from './repository';
import type { CmdbPage, Db } from './repository';

/**
 * The CMDB rules that need no transaction of their own: the list page, the shared field rules
 * (validateCmdbRecord, the one rule set the web form uses too), references and names.
 */
export const noun = (c: CmdbCollection) => CMDB_ENTITIES[c].noun;

/** The fields of a record (a stored row loses its key and dttm; a body never has them). */
export const fieldsOf = (c: CmdbCollection, row: Record<string, unknown>): CmdbRecord =>
  Object.fromEntries(CMDB_ENTITIES[c].fields.filter((f) => row[f.name] !== undefined).map((f) => [f.name, row[f.name]])) as CmdbRecord;

/** GET's paging: limit 100, offset 0, sort dttm desc by default (002 §9); sort is a field, the key or dttm. */
export function pageOf(c: CmdbCollection, q: CmdbListQuery): CmdbPage {
  const e = CMDB_ENTITIES[c];
  const sortable = [e.key, ...e.fields.map((f) => f.name), 'dttm'];
  const sort = q.sort || CMDB_DEFAULT_SORT;
  if (!sortable.includes(sort)) throw badRequest(`sort: '${sort}' is not a field of ${c} (one of ${sortable.join(', ')})`);
  return { sort, order: q.order ?? 'desc', limit: q.limit ?? CMDB_DEFAULT_LIMIT, offset: q.offset ?? 0 };
}

/** PostgreSQL cannot store U+0000 or a lone surrogate: one typed into a field is the user's error, named like a schema error. */
export function rejectNul(body: CmdbRecord): void {
  const bad = unstorableInParameters('body', body);
  if (bad) throw badRequest(`${bad.path} ${bad.problem}`);
}

/** The whole record obeys the shared rules: "body/name: Name is required" keeps the field in the message. */
export function validate(c: CmdbCollection, record: CmdbRecord): void {
  const error = validateCmdbRecord(c, record);
  if (error) throw badRequest(`body/${error.field}: ${error.message}`);
}

/** Every reference names an existing row, and every service a datacenter lists is a service instance. */
export async function checkReferences(db: Db, c: CmdbCollection, record: CmdbRecord): Promise<void> {
  for (const f of CMDB_ENTITIES[c].fields) {
    const v = record[f.name];
    if (f.kind === 'ref' && typeof v === 'number' && (await repo.rowLabel(db, f.ref!, v)) === undefined) {
      throw badRequest(`${f.name}: no ${noun(f.ref!)} ${v}`);
    }
    if (f.kind === 'names' && Array.isArray(v)) {
      const known = await repo.knownServiceNames(db, v);
      const unknown = v.filter((n) => !known.has(n));
      if (unknown.length) throw badRequest(`${f.name}: no service instance '${unknown.join("', '")}'`);
    }
  }
}

/** A datacenter lists each service once, in the order given. */
export function dedupeNames(c: CmdbCollection, record: CmdbRecord): CmdbRecord {
  const out = { ...record };
  for (const f of CMDB_ENTITIES[c].fields) {
    const v = out[f.name];
    if (f.kind === 'names' && Array.isArray(v)) out[f.name] = [...new Set(v)];
  }
  return out;
}

/** Service instance names identify them (datacenters list them by name): a second one is a conflict. */
export async function checkUniqueName(db: Db, c: CmdbCollection, record: CmdbRecord, id = 0): Promise<void> {
  if (c !== 'svi_hughes_service_instances' || typeof record.name !== 'string') return;
  if (await repo.serviceNameTaken(db, record.name, id)) throw conflict(`name: a service instance named '${record.name}' already exists`);
}

/** Who still references row `id` of `c`: 409 "location 'Denver' is used by datacenter 'DEN-DC1' (and 2 more)". */
export async function checkUnreferenced(db: Db, c: CmdbCollection, id: number, label: string): Promise<void> {
  const users: Array<{ child: CmdbCollection; n: number; first: string | null }> = [];
  for (const child of CMDB_COLLECTIONS) {
    for (const f of CMDB_ENTITIES[child].fields) {
      if (f.kind === 'ref' && f.ref === c) users.push({ child, ...(await repo.referrers(db, child, repo.refersTo(f.name, id))) });
    }
  }
  if (c === 'svi_hughes_service_instances') {
    users.push({ child: 'svi_hughes_datacenters', ...(await repo.referrers(db, 'svi_hughes_datacenters', repo.namesService(label))) });
  }
  const total = users.reduce((s, u) => s + u.n, 0);
  const first = users.find((u) => u.n > 0);
  if (!first) return;
  const more = total > 1 ? ` (and ${total - 1} more)` : '';
  throw conflict(`${noun(c)} '${label}' is used by ${noun(first.child)} '${first.first}'${more}`);
}
