import type {
  CradlepointCarrierRecord,
  CradlepointEcmRecord,
  CradlepointRouter,
  CradlepointRows,
  CradlepointSink,
  CradlepointSshRecord,
} from '@nms/simulator';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

const CHUNK = 1000;
const ECM_COLUMNS = ['cradlepoint_id', 'name', 'mac', 'phone', 'usage_mb', 'reported_at'] as const;
const SSH_COLUMNS = ['device_id', 'mac', 'lan_ip', 'lan_port', 'collected_at'] as const;
const CARRIER_COLUMNS = ['iccid', 'phone', 'carrier', 'usage_mb', 'reported_at'] as const;

async function upsertRows(db: Kysely<DB>, table: string, columns: readonly string[], rows: readonly object[]) {
  const [key, ...rest] = columns;
  const updates = sql.join(rest.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows.slice(i, i + CHUNK).map((r) => sql`(${sql.join(columns.map((c) => sql`${(r as Record<string, unknown>)[c] ?? null}`))})`);
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES ${sql.join(values)}
      ON CONFLICT (${sql.ref(key)}) DO UPDATE SET ${updates}`.execute(db);
  }
}

/** pg answers bigint as a string; the records carry epoch ms as numbers. */
const epoch = <T extends object>(rows: T[], field: keyof T): T[] => rows.map((r) => ({ ...r, [field]: Number(r[field]) }));

/**
 * The Cradlepoint feeds' store over migration 016: what the simulator's feeds (or real ECM,
 * SSH and carrier adapters) write, and the inventory's routers they start from.
 */
export class CradlepointRepository implements CradlepointSink {
  constructor(private readonly db: Kysely<DB>) {}

  async hasRecords(): Promise<boolean> {
    const { rows } = await sql`SELECT 1 FROM cradlepoint_ecm UNION ALL SELECT 1 FROM cradlepoint_ssh
      UNION ALL SELECT 1 FROM cradlepoint_carrier LIMIT 1`.execute(this.db);
    return rows.length > 0;
  }

  async routers(): Promise<CradlepointRouter[]> {
    const { rows } = await sql<CradlepointRouter>`
      SELECT name, model, imei, mdn, lan_ip AS "lanIp", discovered FROM devices
       WHERE class_name = 'HNS_Cradlepoint' ORDER BY name COLLATE "C"`.execute(this.db);
    return rows;
  }

  async staleEcm(limit: number): Promise<CradlepointEcmRecord[]> {
    const { rows } = await sql<CradlepointEcmRecord>`SELECT ${sql.join(ECM_COLUMNS.map((c) => sql.ref(c)))} FROM cradlepoint_ecm
      ORDER BY reported_at, cradlepoint_id LIMIT ${limit}`.execute(this.db);
    return epoch(rows, 'reported_at');
  }

  async staleCarrier(limit: number): Promise<CradlepointCarrierRecord[]> {
    const { rows } = await sql<CradlepointCarrierRecord>`SELECT ${sql.join(CARRIER_COLUMNS.map((c) => sql.ref(c)))} FROM cradlepoint_carrier
      ORDER BY reported_at, iccid LIMIT ${limit}`.execute(this.db);
    return epoch(rows, 'reported_at');
  }

  async upsert(rows: CradlepointRows): Promise<void> {
    await upsertRows(this.db, 'cradlepoint_ecm', ECM_COLUMNS, rows.ecm);
    await upsertRows(this.db, 'cradlepoint_ssh', SSH_COLUMNS, rows.ssh satisfies CradlepointSshRecord[]);
    await upsertRows(this.db, 'cradlepoint_carrier', CARRIER_COLUMNS, rows.carrier);
  }
}
