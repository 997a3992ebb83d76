import { SF_CASE_CLOSED_STATUSES, SF_CASE_RESOLVED, type FieldTable } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { NMC_TABLES, SF_CASE_COLUMNS, SF_DISPATCH_COLUMNS, SF_TASK_COLUMNS } from './columns';
import type {
  NetworkEventCaseBrief,
  SalesforceRows,
  SalesforceSink,
  SfCaseRecord,
  SfDeviceContext,
  SfDispatchRecord,
  SfTaskRecord,
} from '@nms/simulator';

const CHUNK = 1000;
const CLOSED = sql.join(SF_CASE_CLOSED_STATUSES.map((s) => sql.lit(s)));
const cols = (fields: FieldTable) => sql.join(fields.map((f) => sql.ref(f.column)));

async function upsertRows(db: Kysely<DB>, table: string, key: string, fields: FieldTable, rows: readonly object[]) {
  const updates = sql.join(fields.filter((f) => f.column !== key).map((f) => sql`${sql.ref(f.column)} = excluded.${sql.ref(f.column)}`));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows
      .slice(i, i + CHUNK)
      .map((r) => sql`(${sql.join(fields.map((f) => sql`${(r as Record<string, unknown>)[f.column] ?? null}`))})`);
    await sql`INSERT INTO ${sql.table(table)} (${cols(fields)}) VALUES ${sql.join(values)}
      ON CONFLICT (${sql.ref(key)}) DO UPDATE SET ${updates}`.execute(db);
  }
}

/**
 * Network events with their Notification case: the active ones, and closed ones whose case is
 * missing or not yet resolved. Customers and the busiest location are counted only for an
 * event without a case (filing it); afterwards the case keeps what it was filed with.
 */
export const networkEventCasesStatement = (limit: number) => sql<NetworkEventCaseBrief>`
  SELECT e.case_id AS "caseNumber", g.network_type AS "networkType", g.name AS "groupName", e.impact,
         g.threshold_percent AS threshold, g.total_count AS total, g.impacted_count AS impacted,
         e.start_time AS "startTime", e.end_time AS "endTime", e.active, c.status AS "caseStatus",
         CASE WHEN c.case_id IS NOT NULL THEN coalesce(c.hsvc_customers_affected, 0)
              ELSE (SELECT count(DISTINCT d.nmd)::int FROM devices d
                     WHERE d.member_of @> ARRAY[g.network_type || ':' || g.name] AND d.state IN (1, 2)) END AS customers,
         CASE WHEN c.case_id IS NOT NULL THEN c.hsvc_location
              ELSE (SELECT l.city || ', ' || l.state_usa FROM devices d JOIN locations l ON l.customer_location_id = d.customer_location_id
                     WHERE d.member_of @> ARRAY[g.network_type || ':' || g.name] AND d.state IN (1, 2)
                     GROUP BY l.city, l.state_usa ORDER BY count(*) DESC, l.city, l.state_usa LIMIT 1) END AS location
    FROM network_events e
    JOIN device_groups g ON g.id = e.group_id
    LEFT JOIN sf_cases c ON c.case_number = e.case_id
   WHERE e.active OR c.case_id IS NULL OR c.status <> ${SF_CASE_RESOLVED}
   ORDER BY e.start_time, e.id
   LIMIT ${limit}`;

/** The Salesforce store over the NMC tables (migration 012): what the simulator's feed writes and reads back. */
export class SalesforceRepository implements SalesforceSink {
  constructor(private readonly db: Kysely<DB>) {}

  async hasCases(): Promise<boolean> {
    return (await sql`SELECT 1 FROM sf_cases LIMIT 1`.execute(this.db)).rows.length > 0;
  }

  async caseSerialMax(): Promise<number> {
    const { rows } = await sql<{ n: string | null }>`
      SELECT max(case_number) AS n FROM sf_cases WHERE case_number >= 'CAS-1' AND case_number < 'CAS-5'`.execute(this.db);
    return rows[0]?.n ? Number(rows[0].n.slice(4)) : 0;
  }

  async networkEventCases(limit: number): Promise<NetworkEventCaseBrief[]> {
    return (await networkEventCasesStatement(limit).execute(this.db)).rows;
  }

  async deviceContexts(names: string[]): Promise<SfDeviceContext[]> {
    if (names.length === 0) return [];
    const { rows } = await sql<SfDeviceContext>`
      SELECT d.name, d.product_category AS "productCategory", d.model, d.nmd, d.beamid, d.diu_serial_num AS serial,
             to_jsonb(d) ->> 'service_type' AS "serviceType", l.city, l.state_usa AS "stateUSA", l.address
        FROM devices d LEFT JOIN locations l ON l.customer_location_id = d.customer_location_id
       WHERE d.name = ANY(${names}::text[]) ORDER BY d.name COLLATE "C"`.execute(this.db);
    return rows;
  }

  async openCases(limit: number): Promise<SfCaseRecord[]> {
    const { rows } = await sql<SfCaseRecord>`SELECT ${cols(SF_CASE_COLUMNS)} FROM sf_cases
      WHERE status NOT IN (${CLOSED}) ORDER BY last_modified_date, case_id LIMIT ${limit}`.execute(this.db);
    return rows;
  }

  async openDispatches(limit: number): Promise<SfDispatchRecord[]> {
    const { rows } = await sql<SfDispatchRecord>`SELECT ${cols(SF_DISPATCH_COLUMNS)} FROM sf_dispatches
      WHERE hsvc_dispatch_status NOT IN ('Completed', 'Cancelled') ORDER BY last_modified_date, case_id LIMIT ${limit}`.execute(this.db);
    return rows;
  }

  async openTasks(limit: number): Promise<SfTaskRecord[]> {
    const { rows } = await sql<SfTaskRecord>`SELECT ${cols(SF_TASK_COLUMNS)} FROM sf_tasks
      WHERE status <> 'Completed' ORDER BY last_modified_date, task_id LIMIT ${limit}`.execute(this.db);
    return rows;
  }

  async upsert(rows: SalesforceRows): Promise<void> {
    const [cases, dispatches, tasks] = NMC_TABLES;
    await upsertRows(this.db, cases.table, cases.key, cases.columns, rows.cases);
    await upsertRows(this.db, dispatches.table, dispatches.key, dispatches.columns, rows.dispatches);
    await upsertRows(this.db, tasks.table, tasks.key, tasks.columns, rows.tasks);
  }
}
