import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsQuery } from '../src/modules/device-details/search';
import { containsRows } from '../src/modules/device-details/search-contains';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { createTestDatabase, testEngines, type TestDatabase } from './test-databases';
import { containsReference, searchedNames } from '../src/modules/device-details/search-test-reference';

const engines = await testEngines();
const NOW = Date.UTC(2025, 0, 15, 12, 30);

/** Common (every fleet name), clustered (one customer), rare, separator-heavy and odd texts. */
const TEXTS = ['000', '-00', '0-0', 'ust', 'etr', 'max', 'fgt', 'GT1', 'sat1', 'x-ZZ', 'zz%', 'q_b', 'Ünï', 'nothing-here', '12-f'];

describe.each(engines)('search plans on %s: the walk and the trigram plan answer the same rows', (engine) => {
  let database: TestDatabase;
  const grams = async (name: string) =>
    (await sql<{ gram: string }>`SELECT gram FROM search.device_name_grams WHERE name = ${name} ORDER BY gram`.execute(database.db)).rows.map(
      (r) => r.gram,
    );
  const reference = (text: string, limit: number) => containsReference(database.db, text, limit);
  const names = (text: string, limit: number, plan?: 'walk' | 'trigram') => searchedNames(database.db, text, limit, plan);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await loadFleet(database, { size: 400, seed: 7, alertsTotal: 50, now: NOW, worker: false });
    const odd = ['xx-zzqa-1', 'aa-x-zz9', 'ZZQ_B', 'zzqzz%1', 'm-zZq-3', 'Ünïcode-1', 'PETROMAX-99999-X-ZZ'];
    await database.db
      .insertInto('devices')
      .values(odd.map((name) => ({ name })))
      .execute();
    await sql`ANALYZE devices`.execute(database.db);
  });
  afterAll(() => database.close());

  it.each(TEXTS)('%s: chosen, walk and trigram plans give the reference rows in the reference order', async (text) => {
    for (const limit of [1, 20, 500]) {
      const want = await reference(text, limit);
      expect(await names(text, limit)).toEqual(want);
      expect(await names(text, limit, 'walk')).toEqual(want);
      expect(await names(text, limit, 'trigram')).toEqual(want);
    }
  });

  it('takes the trigram plan when the walk runs out of its budget, with the same answer', async () => {
    // 'x-zz' walks 'x-z' (each trigram has one separator; the first wins): a budget of 1 row runs out.
    const q = containsQuery('x-zz', 20, false);
    const small = await containsRows(database.db, q, undefined, 1);
    const walked = await containsRows(database.db, q);
    expect(small.plan).toBe('trigram');
    expect(walked.plan).toBe('walk');
    expect(small.rows).toEqual(walked.rows);
    expect(small.rows.map((r) => r.name)).toEqual(['aa-x-zz9', 'PETROMAX-99999-X-ZZ', 'xx-zzqa-1']);
  });

  it('keeps the trigram table current through inserts, renames, deletes and truncation', async () => {
    const db = database.db;
    await db.insertInto('devices').values({ name: 'Qwe-rty' }).execute();
    expect(await grams('Qwe-rty')).toEqual(['-rt', 'e-r', 'qwe', 'rty', 'we-']);
    expect(await names('E-R', 20)).toEqual(['Qwe-rty']);
    await db.updateTable('devices').set({ name: 'Qwe-rtz' }).where('name', '=', 'Qwe-rty').execute();
    expect(await grams('Qwe-rty')).toEqual([]);
    expect(await names('rtz', 20, 'walk')).toEqual(['Qwe-rtz']);
    expect(await names('rty', 20, 'walk')).toEqual([]);
    await db.updateTable('devices').set({ state: 3 }).where('name', '=', 'Qwe-rtz').execute();
    expect(await grams('Qwe-rtz')).toEqual(['-rt', 'e-r', 'qwe', 'rtz', 'we-']);
    await db.deleteFrom('devices').where('name', 'in', ['Qwe-rtz', 'zzqzz%1']).execute();
    expect(await grams('Qwe-rtz')).toEqual([]);
    expect(await grams('zzqzz%1')).toEqual([]);
    const { rows } = await sql<{ missing: number; extra: number }>`
      SELECT (SELECT count(*)::int FROM devices d, search.name_grams(d.name) g
               WHERE NOT EXISTS (SELECT 1 FROM search.device_name_grams x WHERE x.gram = g AND x.name = d.name)) AS missing,
             (SELECT count(*)::int FROM search.device_name_grams x WHERE NOT EXISTS (SELECT 1 FROM devices d WHERE d.name = x.name)) AS extra`.execute(
      db,
    );
    expect(rows[0]).toEqual({ missing: 0, extra: 0 });
  });
});
