import type { ActionCatalogDevice, BulkActionDevice } from '@nms/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * What actions read of a device: the rule-table and catalog inputs plus what a driver needs to
 * reach it and to shape vendor-like answers (model, serial, firmware, addresses).
 */
export interface ActionDevice extends BulkActionDevice, Omit<ActionCatalogDevice, keyof BulkActionDevice> {
  name: string;
  state: number | null;
  className: string | null;
  managementIp: string | null;
  dmnType: string | null;
  model?: string | null;
  productCode?: string | null;
  productCategory?: string | null;
  vendor?: string | null;
  lanIp?: string | null;
  firmwareVersion?: string | null;
  diuSerialNum?: string | null;
  gwid?: string | null;
  beamid?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  imei?: string | null;
  mdn?: string | null;
  psiteid?: string | null;
  discoveredFirstAt?: number | null;
  /** Made by the simulator: its actions run on the simulated driver (real-device-gate.ts). */
  simulated?: boolean;
}

/** The named devices that exist, in no particular order; callers find the missing ones. */
export async function findActionDevices(db: Kysely<DB>, names: readonly string[]): Promise<ActionDevice[]> {
  if (names.length === 0) return [];
  const { rows } = await sql<ActionDevice>`
    SELECT name, state, class_name AS "className", management_ip AS "managementIp", dmn_type AS "dmnType",
           nocid, discovered, provision_status AS "provisionStatus", poller, userdef2, nmd,
           model, product_code AS "productCode", product_category AS "productCategory", vendor, han,
           aa_cf_opermode AS "aaCfOpermode", lan_ip AS "lanIp", firmware_version AS "firmwareVersion",
           diu_serial_num AS "diuSerialNum", gwid, beamid, latitude, longitude, imei, mdn, psiteid,
           discovered_first_at::float8 AS "discoveredFirstAt", simulated
    FROM devices
    WHERE name = ANY(${[...names]}::text[])`.execute(db);
  return rows;
}

export interface DiscoveryUpdate {
  name: string;
  ok: boolean;
  /** The error a failed discovery leaves in discovery_description. */
  error: string | null;
}

/** Writes the outcome of one discovery run; first-discovered is kept once set. */
export async function saveDiscovery(db: Kysely<DB>, u: DiscoveryUpdate, now: number): Promise<void> {
  if (u.ok) {
    await sql`
      UPDATE devices SET discovered = true, discovered_last_at = ${now}, discovery_description = NULL,
             pam_discovery_state = 'Instantiated',
             discovered_first_at = CASE WHEN coalesce(discovered_first_at, 0) = 0 THEN ${now} ELSE discovered_first_at END
      WHERE name = ${u.name}`.execute(db);
  } else {
    await sql`UPDATE devices SET discovery_description = ${u.error} WHERE name = ${u.name}`.execute(db);
  }
}

/** The discovery columns after a run, for the answer. */
export async function discoveryState(db: Kysely<DB>, names: readonly string[]) {
  const { rows } = await sql<{ name: string; discovered: boolean | null; firstAt: number | null; lastAt: number | null; description: string | null }>`
    SELECT name, discovered, discovered_first_at::float8 AS "firstAt", discovered_last_at::float8 AS "lastAt",
           discovery_description AS description
    FROM devices WHERE name = ANY(${[...names]}::text[])`.execute(db);
  return new Map(rows.map((r) => [r.name, r]));
}
