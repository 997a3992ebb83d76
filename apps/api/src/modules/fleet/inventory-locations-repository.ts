import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { InventoryCounts } from './inventory-devices-repository';
import { patchUpsert } from './patch-upsert-repository';

/** Upserts locations by customer_location_id (PATCH semantics, patch-upsert-repository.ts); rows keyed by column. */
export async function ingestLocations(db: Kysely<DB>, rows: ReadonlyArray<Record<string, unknown>>): Promise<InventoryCounts> {
  if (rows.length === 0) return { created: 0, updated: 0, unchanged: 0 };
  const { inserted, updated } = await patchUpsert(db, { table: 'locations', key: ['customer_location_id'], rows });
  return { created: inserted.length, updated: updated.length, unchanged: rows.length - inserted.length - updated.length };
}

/**
 * Deletes locations; returns how many existed. Devices keep their customerLocationId (a device's
 * own address fields are its own): a location imported again is found by them again.
 */
export async function deleteLocations(db: Kysely<DB>, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { rows } = await sql`DELETE FROM locations WHERE customer_location_id = ANY(${[...ids]}::text[]) RETURNING 1 AS x`.execute(db);
  return rows.length;
}
