import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { searchDevices } from './search';
import type { ContainsPlan } from './search-contains';

/*
 * For the search tests (both engines): the answer by definition, and the search's answer, as
 * names. Beside the code, as lucene-test-fixture.ts is.
 */

/** Every name containing the text under the database's lowering (ILIKE's), prefix matches first. */
export async function containsReference(db: Kysely<DB>, text: string, limit: number): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM devices WHERE strpos(lower(name), lower(${text})) > 0
     ORDER BY strpos(lower(name), lower(${text})) <> 1, lower(name) COLLATE "C", name LIMIT ${limit}`.execute(db);
  return rows.map((r) => r.name);
}

/** The names the search box answers for the text, optionally under one plan. */
export const searchedNames = async (db: Kysely<DB>, text: string, limit: number, plan?: ContainsPlan): Promise<string[]> =>
  (await searchDevices(db, { query: text, limit }, plan)).data.map((d) => d.name as string);
