import type { CpeChangeRow } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export interface LogRequest {
  /** SQL column of the sort field (from an allow-list). */
  column: string;
  order: 'asc' | 'desc';
  limit: number;
}

type Row = Record<string, string | number | null>;

/** Epoch ms as ISO 8601 text, as Splunk and the log index answer times. */
function withIsoTimes(rows: Row[], keys: readonly string[]): Record<string, string | null>[] {
  for (const row of rows) for (const k of keys) if (row[k] !== null) row[k] = new Date(Number(row[k])).toISOString();
  return rows as Record<string, string | null>[];
}

/** `ORDER BY col dir, id dir`: the id keeps rows of the same time in a stable order. */
const orderBy = (r: LogRequest) => {
  const dir = sql.raw(r.order === 'desc' ? 'DESC' : 'ASC');
  return sql`${sql.ref(r.column)} ${dir}, id ${dir}`;
};

/** One device's CPE changes; `nmd`, when given, must be the device's customer (else nothing). */
export async function selectCpeChanges(db: Kysely<DB>, device: string, nmd: string | undefined, r: LogRequest) {
  const customer = nmd === undefined ? sql`` : sql`AND EXISTS (SELECT 1 FROM devices d WHERE d.name = ${device} AND d.nmd = ${nmd})`;
  const { rows } = await sql<Row>`
    SELECT devname, changed_at AS "_time", cfgpath, action, username AS "user", msg, ui, cfgattr
      FROM cpe_changes WHERE devname = ${device} ${customer}
     ORDER BY ${orderBy(r)} LIMIT ${r.limit}`.execute(db);
  return withIsoTimes(rows, ['_time']) as unknown as CpeChangeRow[];
}

/**
 * Salesforce cases of a device: those opened on it (case.san) and those opened on its location
 * (case.customer_locid), so every device of a site shows the site's cases. Each half has its
 * own (key, opened_at) index; the planner ORs the two bitmaps.
 */
export async function selectSalesforceCases(db: Kysely<DB>, device: string, locationId: string | null, r: LogRequest) {
  const atLocation = locationId === null ? sql`` : sql`OR customer_locid = ${locationId}`;
  const { rows } = await sql<Row>`
    SELECT customer AS "case.customer", san AS "case.san", opened_at AS "timestamp", closed_at AS "timestamp.closed",
           ticket_id AS "ticket.id", customer_locid AS "case.customer_locid", request_type AS "case.request_type",
           subtype AS "case.subtype", action AS "case.action", actual_issue AS "case.actual_issue"
      FROM salesforce_cases WHERE san = ${device} ${atLocation}
     ORDER BY ${orderBy(r)} LIMIT ${r.limit}`.execute(db);
  return withIsoTimes(rows, ['timestamp', 'timestamp.closed']);
}

/** EMS parameter changes of a terminal (change.siteid is its SAN, the device name). */
export async function selectEmsChanges(db: Kysely<DB>, device: string, r: LogRequest) {
  const { rows } = await sql<Row>`
    SELECT siteid AS "change.siteid", changed_at AS "timestamp", parameter_name AS "parameter.name",
           value_old AS "parameter.valueold", value_new AS "parameter.valuenew", username AS "change.username", error AS "change.error"
      FROM ems_changes WHERE siteid = ${device}
     ORDER BY ${orderBy(r)} LIMIT ${r.limit}`.execute(db);
  return withIsoTimes(rows, ['timestamp']);
}

/** The device's location, or undefined when the device is not in the inventory. */
export async function deviceLocation(db: Kysely<DB>, name: string): Promise<{ location: string | null } | undefined> {
  const { rows } = await sql<{ location: string | null }>`SELECT customer_location_id AS location FROM devices WHERE name = ${name}`.execute(db);
  return rows[0];
}
