import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { loadFleet } from '../../simulator/fleet/load-fleet';
import { containsQuery } from './search';
import { containsRows } from './search-contains';
import { chooseGram, textGrams } from './search-contains-grams';
import { containsReference, searchedNames } from './search-test-reference';

const engines = await testEngines();
const NOW = Date.UTC(2025, 0, 15, 12, 30);

/** Names whose two lowerings differ (Kelvin sign, non-ASCII capitals) or that make one piece's list long and another's short. */
const ODD = ['\u212Aab-etr-1', 'kab-2', 'x\u212AAB-3', 'ÜNÏCODE-4', 'ünïcode-5', 'Ünïcode-6', 'ÉTRANGE-7', 'étrange-8', 'A-\u212A-9'];
const LONG = Array.from({ length: 30 }, (_, i) => `aaa-qst${String(i).padStart(2, '0')}`);
const SHORT = ['zz-st03-1', 'ST03-zz-2'];

/** Texts whose lists differ in length, that only other-lowering names hold, or with no ASCII piece. */
const TEXTS = [
  'st03',
  'qst0',
  'kab',
  'KAB',
  '\u212Aab',
  'ab-',
  'ünï',
  'ÜNÏ',
  'nïc',
  'étr',
  'ÉTRA',
  'etr',
  'a-k',
  '-\u212A-',
  't-0',
  '0000',
  '-%-',
  'x-zz',
];

describe.each(engines)('device search contains on %s: every plan answers what ILIKE answers', (engine) => {
  let database: TestDatabase;
  const reference = (text: string, limit: number) => containsReference(database.db, text, limit);
  const names = (text: string, limit: number, plan?: 'walk' | 'trigram') => searchedNames(database.db, text, limit, plan);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await loadFleet(database, { size: 300, seed: 11, alertsTotal: 20, now: NOW, worker: false });
    await database.db
      .insertInto('devices')
      .values([...ODD, ...LONG, ...SHORT].map((name) => ({ name })))
      .execute();
    await sql`ANALYZE devices`.execute(database.db);
  });
  afterAll(() => database.close());

  it('cuts ASCII pieces only, lowered, fewest separators and zeros first', () => {
    expect(textGrams('ST03')).toEqual(['st0', 't03']);
    expect(textGrams('t-07')).toEqual(['t-0', '-07']);
    expect(textGrams('ÉTRA')).toEqual(['tra']);
    expect(textGrams('\u212Aab')).toEqual([]);
    expect(textGrams('0000')).toEqual(['000']);
  });

  it('walks the shortest list of the text, the first of the shortest on a tie', async () => {
    const length = async (gram: string) =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM search.device_name_grams WHERE gram = ${gram}`.execute(database.db)).rows[0].n;
    let reordered = 0;
    for (const text of ['qst0', 'st03', 'ZZ-ST', 't-07', 'aaa-']) {
      const grams = textGrams(text);
      const lengths = await Promise.all(grams.map(length));
      const shortest = grams[lengths.indexOf(Math.min(...lengths))];
      expect(await chooseGram(database.db, grams)).toBe(shortest);
      if (shortest !== grams[0]) reordered++;
    }
    // The lengths, not the order of textGrams, decided somewhere.
    expect(reordered).toBeGreaterThan(0);
  });

  it.each(TEXTS)('%s: chosen, walk and trigram plans give the reference rows in the reference order', async (text) => {
    for (const limit of [1, 3, 20, 500]) {
      const want = await reference(text, limit);
      expect(await names(text, limit)).toEqual(want);
      expect(await names(text, limit, 'walk')).toEqual(want);
      expect(await names(text, limit, 'trigram')).toEqual(want);
    }
  });

  it('finds the names the Kelvin sign and non-ASCII capitals hide from the pieces', async () => {
    expect(await names('kab', 20)).toEqual(['kab-2', '\u212Aab-etr-1', 'x\u212AAB-3']);
    expect((await names('ünïcode', 20)).sort()).toEqual(['ÜNÏCODE-4', 'Ünïcode-6', 'ünïcode-5'].sort());
  });

  it('small budgets give way to the trigram plan with the same answer', async () => {
    for (const text of ['qst0', 'kab', 'a-k', 'st03']) {
      const q = containsQuery(text, 20, false);
      const small = await containsRows(database.db, q, undefined, 1);
      const usual = await containsRows(database.db, q);
      expect(small.plan).toBe('trigram');
      expect(usual.plan).toBe('walk');
      expect(small.rows).toEqual(usual.rows);
    }
  });
});
