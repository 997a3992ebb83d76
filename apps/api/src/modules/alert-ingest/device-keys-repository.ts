import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The devices a notification's keys name, in one statement instead of one or two a key: for each
 * key, the device of that name, else the first by name at that management IP, exactly as
 * FleetService.deviceByNameOrAddress answers one key. Keys that name nothing are absent.
 */
export async function devicesByKeys(db: Kysely<DB>, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const { rows } = await sql<{ key: string; name: string | null }>`
    SELECT k.key, coalesce(
             (SELECT d.name FROM devices d WHERE d.name = k.key),
             (SELECT d.name FROM devices d WHERE d.management_ip = k.key ORDER BY d.name COLLATE "C" LIMIT 1)) AS name
      FROM unnest(${[...new Set(keys)]}::text[]) AS k(key)`.execute(db);
  return new Map(rows.filter((r) => r.name !== null).map((r) => [r.key, r.name as string]));
}
