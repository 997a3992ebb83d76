import { CMDB_ENTITIES, type CmdbCollection, type CmdbRecord } from '@nms/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { sqlListPage, type PageOf } from '../../db/paged-list';
import type { DB } from '../../db/schema';

/**
 * SQL of the nine CMDB tables (migrations/014-cmdb.sql). Table and column names come from the
 * contract's CMDB_ENTITIES only, never from a request, so they are safe to splice as identifiers.
 */
export type CmdbRow = Record<string, unknown>;
export type Db = Kysely<DB>;

export interface CmdbPage {
  sort: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const entity = (c: CmdbCollection) => CMDB_ENTITIES[c];
const table = (c: CmdbCollection) => sql.table(c);
/** The key column of a collection (its id in the API's paths). */
export const keyField = (c: CmdbCollection) => entity(c).key;
/** The field that names a row in messages: name, or a_circuit_id for circuits (each entity's first field). */
export const labelField = (c: CmdbCollection) => entity(c).fields[0].name;

/** A row as the API answers it: dates as YYYY-MM-DD and dttm as ISO 8601 UTC, whatever the driver's types. */
function columns(c: CmdbCollection): RawBuilder<unknown> {
  const e = entity(c);
  return sql.join([
    sql.ref(e.key),
    ...e.fields.map((f) => (f.kind === 'date' ? sql`to_char(${sql.ref(f.name)}, 'YYYY-MM-DD') AS ${sql.id(f.name)}` : sql.ref(f.name))),
    sql`to_char(dttm AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS dttm`,
    sql`version`,
  ]);
}

/**
 * ORDER BY for a page. Inroute and outroute names compare letters first, then the trailing
 * number ('IR2' before 'IR10', as the grids do); the key breaks ties so pages never overlap.
 */
function orderBy(c: CmdbCollection, page: CmdbPage): RawBuilder<unknown> {
  const e = entity(c);
  const dir = sql.raw(page.order === 'asc' ? 'ASC' : 'DESC');
  const key = sql`${sql.ref(e.key)} ${dir}`;
  if (page.sort === 'name' && e.nameSort === 'route') {
    const letters = sql`lower(regexp_replace(name, '[0-9]+$', ''))`;
    const number = sql`(substring(name from '([0-9]+)$'))::numeric`;
    return sql`${letters} ${dir}, ${number} ${dir} ${sql.raw(page.order === 'asc' ? 'NULLS FIRST' : 'NULLS LAST')}, ${key}`;
  }
  return sql`${sql.ref(page.sort)} ${dir} NULLS LAST, ${key}`;
}

export const listRows = (db: Db, c: CmdbCollection, page: CmdbPage): Promise<PageOf<CmdbRow>> =>
  sqlListPage<CmdbRow>(db, {
    from: table(c),
    select: columns(c),
    where: sql<SqlBool>`true`,
    orderBy: orderBy(c, page),
    offset: page.offset,
    limit: page.limit,
  });

export async function findRow(db: Db, c: CmdbCollection, id: number, lock = false): Promise<CmdbRow | undefined> {
  const forUpdate = lock ? sql`FOR UPDATE` : sql``;
  const { rows } = await sql<CmdbRow>`SELECT ${columns(c)} FROM ${table(c)} WHERE ${sql.ref(entity(c).key)} = ${id} ${forUpdate}`.execute(db);
  return rows[0];
}

/** The values of the fields a record holds, in the contract's order (undefined = not given). */
const given = (c: CmdbCollection, record: CmdbRecord) => entity(c).fields.filter((f) => record[f.name] !== undefined);

export async function insertRow(db: Db, c: CmdbCollection, record: CmdbRecord): Promise<CmdbRow> {
  const fields = given(c, record);
  const { rows } = await sql<CmdbRow>`
    INSERT INTO ${table(c)} (${sql.join(fields.map((f) => sql.ref(f.name)))})
    VALUES (${sql.join(fields.map((f) => sql`${record[f.name]}`))})
    RETURNING ${columns(c)}`.execute(db);
  return rows[0];
}

/** Writes the given fields and stamps dttm: every change moves the row to the top of the default sort. */
export async function updateRow(db: Db, c: CmdbCollection, id: number, record: CmdbRecord): Promise<CmdbRow | undefined> {
  const sets = given(c, record).map((f) => sql`${sql.ref(f.name)} = ${record[f.name]}`);
  const { rows } = await sql<CmdbRow>`
    UPDATE ${table(c)} SET ${sql.join([...sets, sql`dttm = now()`])}
    WHERE ${sql.ref(entity(c).key)} = ${id}
    RETURNING ${columns(c)}`.execute(db);
  return rows[0];
}

export async function deleteRow(db: Db, c: CmdbCollection, id: number): Promise<CmdbRow | undefined> {
  const { rows } = await sql<CmdbRow>`DELETE FROM ${table(c)} WHERE ${sql.ref(entity(c).key)} = ${id} RETURNING ${columns(c)}`.execute(db);
  return rows[0];
}

/** The label of row `id` of `c`, or undefined when there is no such row. */
export async function rowLabel(db: Db, c: CmdbCollection, id: number): Promise<string | undefined> {
  const { rows } = await sql<{ label: string }>`
    SELECT ${sql.ref(labelField(c))} AS label FROM ${table(c)} WHERE ${sql.ref(entity(c).key)} = ${id}`.execute(db);
  return rows[0]?.label;
}

/** How many rows of `c` have `where`, and the first of them by label (for a 409's message). */
export async function referrers(db: Db, c: CmdbCollection, where: RawBuilder<unknown>): Promise<{ n: number; first: string | null }> {
  const label = sql.ref(labelField(c));
  const { rows } = await sql<{ n: number; first: string | null }>`
    SELECT count(*)::int AS n, min(${label}) AS first FROM ${table(c)} WHERE ${where}`.execute(db);
  return rows[0];
}

export const refersTo = (field: string, id: number) => sql`${sql.ref(field)} = ${id}`;
export const namesService = (name: string) => sql`services @> ARRAY[${name}]::text[]`;

/** The service instance names among `names` (datacenters name their services by name). */
export async function knownServiceNames(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM svi_hughes_service_instances WHERE name = ANY(${[...names]}::text[])`.execute(db);
  return new Set(rows.map((r) => r.name));
}

/** Whether another service instance than `exceptId` is called `name` (names are unique). */
export async function serviceNameTaken(db: Db, name: string, exceptId = 0): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM svi_hughes_service_instances WHERE name = ${name} AND service_instance_id <> ${exceptId}`.execute(db);
  return rows[0].n > 0;
}

/** A renamed service instance: the datacenters naming it follow, in the caller's transaction. */
export async function renameServiceInDatacenters(db: Db, from: string, to: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    UPDATE svi_hughes_datacenters SET services = array_replace(services, ${from}, ${to}), dttm = now()
    WHERE services @> ARRAY[${from}]::text[]
    RETURNING name`.execute(db);
  return rows.map((r) => r.name);
}

/** Every row of a (small) collection, by its label: the overview reads whole collections. */
export async function allRows(db: Db, c: CmdbCollection): Promise<CmdbRow[]> {
  const { rows } = await sql<CmdbRow>`
    SELECT ${columns(c)} FROM ${table(c)} ORDER BY ${sql.ref(labelField(c))}, ${sql.ref(entity(c).key)}`.execute(db);
  return rows;
}

/** Who made the last change the audit log holds for a record (cmdbTarget), for a 409's message. */
export async function lastEditor(db: Db, target: string): Promise<string | undefined> {
  const { rows } = await sql<{ name: string }>`
    SELECT coalesce(actor_name, user_name) AS name FROM audit_log
    WHERE target = ${target} AND outcome = 'success'
    ORDER BY id DESC LIMIT 1`.execute(db);
  return rows[0]?.name;
}
