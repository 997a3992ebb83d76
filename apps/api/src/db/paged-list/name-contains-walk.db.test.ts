import fc from 'fast-check';
import { DEVICE_FIELDS } from '@nms/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { pagedStatements, type ListRequest, type Page } from './page';
import type { KeyWalk } from './keyset';
import { deviceListRequest } from '../../modules/es/devices-service';
import { devicePage } from '../../modules/es/repository';
import { loadFleet } from '../../simulator/fleet/load-fleet';
import { containsGram, exactPiece } from '../../query/search-contains-gram';
import { nameContainsWalk } from './name-contains-walk';

const engines = await testEngines();
const NOW = Date.UTC(2025, 0, 15, 12, 30);

/** Names whose case, separators and non-ASCII letters tell the two name orders and the two lowerings apart. */
const ODD = ['petro_x-1', 'PETRO-x_2', 'Petro-3', 'aEtR-4', 'xx-zzqa-1', 'ZZQ_B', 'zzqzz%1', 'Ünïcode-etr', '\u212Aab-etr', 'kab-1', 'ÉTRANGE-1'];

/** Contains, clustered, rare, multi-piece, other clauses ANDed, pieces under OR/NOT (no walk), odd texts. */
const QUERIES = [
  'name:*etr*',
  'name:*ETR*',
  'name:*000*',
  'name:*zq9*',
  'name:*kab*',
  'name:*étr*',
  'name:*etro-0*',
  'name:*pet*ro*',
  'name:PETRO*',
  'name:*et?o*',
  '*etr*',
  'name:*etr* AND state:5',
  'name:*etr* AND NOT discovered:true',
  'name:*0-0* AND (state:1 OR state:2)',
  'name:*etr* OR name:*sat*',
  'NOT name:*etr*',
  'name:*_x-*',
  'name:*zz%*',
];

describe.each(engines)('name contains-search by name on %s: the piece walk answers what the name-index walk does', (engine) => {
  let database: TestDatabase;
  /** Every answer of a request whose walk ran records here whether it answered (true) or gave way (false). */
  const answered: boolean[] = [];
  const spy =
    (walk: KeyWalk): KeyWalk =>
    async (...args) => {
      const rows = await walk(...args);
      answered.push(rows !== undefined);
      return rows;
    };
  const page = (req: ListRequest): Promise<Page> => devicePage(database.db, req);
  /** The reference: the same request with no walk and no piece count (the sort index and a count, filtered by ILIKE). */
  const plain = (req: ListRequest) => page({ ...req, walk: undefined, count: undefined, cursors: false });
  const names = (p: Page) => p.data.map((d) => d.name as string);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await loadFleet(database, { size: 400, seed: 7, alertsTotal: 50, now: NOW, worker: false });
    await database.db
      .insertInto('devices')
      .values(ODD.map((name, i) => ({ name, state: (i % 5) + 1 })))
      .execute();
    await sql`ANALYZE devices`.execute(database.db);
  });
  afterAll(() => database.close());

  it('finds the piece of conjuncts only, ASCII windows lowered', () => {
    expect(containsGram('name:*etr*', ['name'])).toBe('etr');
    expect(containsGram('*ETR*', ['name'])).toBe('etr');
    expect(containsGram('name:*PETRO-0*', ['name'])).toBe('pet');
    expect(containsGram('name:*ab?cd*', ['name'])).toBeUndefined();
    expect(containsGram('name:*étr*', ['name'])).toBeUndefined();
    expect(containsGram('name:*étra*', ['name'])).toBe('tra');
    expect(containsGram('name:*etr* OR state:1', ['name'])).toBeUndefined();
    expect(containsGram('NOT name:*etr*', ['name'])).toBeUndefined();
    expect(containsGram('state:1 AND (name:*etr* AND discovered:true)', ['name'])).toBe('etr');
    expect(containsGram('name:petro', ['name'])).toBeUndefined();
    expect(containsGram('*etr*', ['name', 'nmd'])).toBeUndefined();
  });

  it('counts by the piece only a query that is one contains-term of three ASCII characters', () => {
    expect(exactPiece('name:*ETR*', ['name'])).toBe('etr');
    expect(exactPiece('*0-0*', ['name'])).toBe('0-0');
    expect(exactPiece('(name:*etr*)', ['name'])).toBe('etr');
    for (const q of ['name:*etro*', 'name:*etr', 'name:etr*', 'name:*e?r*', 'name:*étr*', 'name:*etr* AND state:1', 'NOT name:*etr*'])
      expect.soft(exactPiece(q, ['name']), q).toBeUndefined();
    expect(exactPiece('*etr*', ['name', 'nmd'])).toBeUndefined();
  });

  it.each(['name:*etr*', 'name:*ETR*', 'name:*kab*', 'name:*000*', 'name:*zq9*', 'name:*_x-*', '*0-0*'])(
    '%s: the piece count is the filter count, capped alike',
    async (query) => {
      const req = deviceListRequest({ query, limit: 5 });
      expect(req.count).toBeDefined();
      const usual = pagedStatements('devices', DEVICE_FIELDS, 'name', { ...req, count: undefined }).count;
      const want = (await usual.execute(database.db)).rows[0].total;
      expect((await req.count!.execute(database.db)).rows[0].total).toBe(want);
    },
  );

  it.each(QUERIES)('%s: every page, both orders, by offset and by search_after, as without the walk', async (query) => {
    for (const order of ['asc', 'desc'] as const) {
      for (const limit of [1, 7, 50]) {
        const base = deviceListRequest({ query, order, limit });
        const want = await plain(base);
        const got = await page(base);
        expect(names(got)).toEqual(names(want));
        expect([got.total, got.totalRelation]).toEqual([want.total, want.totalRelation]);
        // Through the whole list by cursor, and one deep page by offset.
        let cursor = got.nextCursor;
        let offset = limit;
        while (cursor !== undefined && offset < 40) {
          const next = await page({ ...base, searchAfter: cursor, offset });
          expect(names(next)).toEqual(names(await plain({ ...base, offset })));
          [cursor, offset] = [next.nextCursor, offset + limit];
        }
        expect(names(await page({ ...base, offset: 30 }))).toEqual(names(await plain({ ...base, offset: 30 })));
      }
    }
  });

  it('the walk answers a clustered text by itself, and gives way to the usual plan when its budget runs out', async () => {
    const base = deviceListRequest({ query: 'name:*etr* AND state:5', limit: 5 });
    const want = names(await plain(base));
    expect(want.length).toBe(5);
    answered.length = 0;
    expect(names(await page({ ...base, walk: spy(nameContainsWalk('etr')) }))).toEqual(want);
    // With no budget past the page, the first rejected name ends the walk; the usual plan answers.
    expect(names(await page({ ...base, walk: spy(nameContainsWalk('etr', 0)) }))).toEqual(want);
    expect(answered).toEqual([true, false]);
  });

  it('a name whose letters lower to ASCII only under the locale (the Kelvin sign) is found as ILIKE finds it', async () => {
    const req = deviceListRequest({ query: 'name:*kab*', limit: 10 });
    const want = names(await plain(req));
    expect(names(await page(req))).toEqual(want);
    // ILIKE lowers the Kelvin sign to k on both engines; the name's pieces (ASCII lowering) keep it.
    expect(want).toEqual(['kab-1', '\u212Aab-etr']);
  });

  it('random contains texts cut from the names, ANDed with a state, answer as without the walk', async () => {
    const all = (await sql<{ name: string }>`SELECT name FROM devices`.execute(database.db)).rows.map((r) => r.name);
    const piece = fc
      .tuple(fc.constantFrom(...all), fc.nat(), fc.integer({ min: 3, max: 6 }), fc.boolean())
      .map(([name, at, len, upper]) => {
        const from = at % Math.max(1, name.length - 2);
        const text = name.slice(from, from + len).replace(/[\\*?:()"' ]/g, '');
        return upper ? text.toUpperCase() : text.toLowerCase();
      })
      .filter((t) => t.length >= 3);
    await fc.assert(
      fc.asyncProperty(piece, fc.option(fc.integer({ min: 1, max: 5 })), fc.constantFrom('asc', 'desc'), async (text, state, order) => {
        const query = `name:*${text}*${state === null ? '' : ` AND state:${state}`}`;
        const req = deviceListRequest({ query, order: order as 'asc' | 'desc', limit: 6, offset: 2 });
        expect(names(await page(req)), query).toEqual(names(await plain(req)));
      }),
      { numRuns: 60 },
    );
  });
});
