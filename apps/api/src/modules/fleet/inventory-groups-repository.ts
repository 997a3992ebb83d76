import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { GROUP_KEY_SQL, recomputeGroupImpact } from './group-repository';
import { inTransaction } from './in-transaction';
import type { InventoryCounts } from './inventory-devices-repository';
import { writeGroupSnmp, type SnmpSetting } from './inventory-snmp-repository';
import { patchUpsert } from './patch-upsert-repository';

export interface GroupInventoryRow {
  networkType: string;
  name: string;
  /** low_level_group, device_query, threshold_percent as the row carries them (absent = keep). */
  columns: Record<string, unknown>;
  snmp?: SnmpSetting | null;
}

export interface GroupRef {
  networkType: string;
  name: string;
}

/** A group's own device query when the inventory gives none: its members (`memberOf:"KEY"`). */
const MEMBERS_QUERY = sql`'memberOf:"' || replace(replace(r.network_type || ':' || r.name, '\\', '\\\\'), '"', '\\"') || '"'`;

const refsJson = (refs: readonly GroupRef[]) => JSON.stringify(refs.map((r) => ({ t: r.networkType, n: r.name })));

/** Ids of the groups named (those that exist), by `NETWORK_TYPE:name` key. */
export async function groupIds(db: Kysely<DB>, refs: readonly GroupRef[]): Promise<Map<string, number>> {
  if (refs.length === 0) return new Map();
  const { rows } = await sql<{ id: number; key: string }>`
    SELECT g.id, ${GROUP_KEY_SQL} AS key
      FROM jsonb_to_recordset(${refsJson(refs)}::jsonb) AS r(t text, n text)
      JOIN device_groups g ON g.network_type = r.t AND g.name = r.n`.execute(db);
  return new Map(rows.map((r) => [r.key, r.id]));
}

/**
 * Upserts groups by network type and name (PATCH semantics, patch-upsert-repository.ts). A new group takes
 * in the devices whose memberOf already names it, so groups and devices may arrive in either
 * order; its counts are recounted at once.
 */
export async function ingestGroups(db: Kysely<DB>, rows: readonly GroupInventoryRow[]): Promise<InventoryCounts> {
  if (rows.length === 0) return { created: 0, updated: 0, unchanged: 0 };
  return inTransaction(db, async (tx) => {
    const result = await patchUpsert(tx, {
      table: 'device_groups',
      key: ['network_type', 'name'],
      rows: rows.map((r) => ({ network_type: r.networkType, name: r.name, ...r.columns })),
      onCreate: { device_query: MEMBERS_QUERY },
      returning: ['id', 'network_type', 'name'],
    });
    const created = result.inserted.map((g) => g.id as number);
    if (created.length > 0) {
      await sql`
        INSERT INTO device_group_members (group_id, device_name)
        SELECT g.id, d.name FROM device_groups g JOIN devices d ON d.member_of @> ARRAY[${GROUP_KEY_SQL}]
         WHERE g.id = ANY(${created}::int[])
        ON CONFLICT DO NOTHING`.execute(tx);
      await recomputeGroupImpact(tx, created);
    }
    const changed = new Set(result.updated.map((g) => `${g.network_type}:${g.name}`));
    const withSnmp = rows.filter((r) => r.snmp !== undefined);
    if (withSnmp.length > 0) {
      const ids = await groupIds(tx, withSnmp);
      const byId = new Map([...ids].map(([key, id]) => [id, key]));
      const snmpRows = withSnmp.map((r) => ({ id: ids.get(`${r.networkType}:${r.name}`)!, snmp: r.snmp }));
      for (const id of await writeGroupSnmp(tx, snmpRows)) changed.add(byId.get(id)!);
    }
    for (const g of result.inserted) changed.delete(`${g.network_type}:${g.name}`);
    return { created: created.length, updated: changed.size, unchanged: rows.length - created.length - changed.size };
  });
}

/**
 * Deletes groups. Their key leaves the memberOf of their devices (membership is memberOf, so
 * the two never disagree); their network events and impact history go with them. Returns how
 * many existed.
 */
export async function deleteGroups(db: Kysely<DB>, refs: readonly GroupRef[], at: number): Promise<number> {
  if (refs.length === 0) return 0;
  return inTransaction(db, async (tx) => {
    const ids = await groupIds(tx, refs);
    if (ids.size === 0) return 0;
    const keys = [...ids.keys()];
    await sql`
      UPDATE devices d
         SET member_of = ARRAY(SELECT k FROM unnest(d.member_of) WITH ORDINALITY AS u(k, o) WHERE NOT k = ANY(${keys}::text[]) ORDER BY o),
             rs_updated_at = ${at}
       WHERE d.member_of && ${keys}::text[]`.execute(tx);
    await sql`DELETE FROM device_groups WHERE id = ANY(${[...ids.values()]}::int[])`.execute(tx);
    return ids.size;
  });
}
