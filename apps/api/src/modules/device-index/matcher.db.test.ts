import fc from 'fast-check';
import { escapeLucene, hasWildcard, isOnlyStar, parseLucene, type QueryNode } from '@nms/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { compileLucene } from '../../query';
import { DEVICE_OPTS, DEVICES, insertFixture } from '../../query/lucene-test-fixture';
import { DeviceIndex } from './device-index';

/*
 * The index must select exactly the rows SQL selects, for every query it agrees to answer. The
 * oracle is the database itself: the fixture's 16 devices hold NULLs, '', odd characters and
 * case differences; queries are hand-picked and generated from the fixture's own values.
 */

const engines = await testEngines();

const CASES = [
  '',
  '*',
  'name:alpha*',
  'name:*ta*',
  'name:gamma?1',
  'name:"delta 100%"',
  'alpha-01',
  'NOT name:alpha-01',
  "nmd:''",
  'nmd:*',
  "NOT nmd:''",
  'NOT nmd:123',
  'state:[1 TO 3]',
  'state:{1 TO 3}',
  'state:[* TO *]',
  "state:''",
  'state:>=7',
  'latitude:[10 TO 41}',
  'discovered:FALSE',
  'NOT discovered:true',
  "discovered:''",
  'rsUpdatedAt:[2026-01-01 TO 2026-01-31]',
  'rsUpdatedAt:>=2026-01-31T10:00:00Z',
  'memberOf:dc-east',
  'memberOf:beam*',
  "memberOf:''",
  'memberOf:*',
  'NOT memberOf:dc-east',
  'model:hx200*',
  'model:(HX200 OR GW1)',
  'className:Router AND (nmd:123 OR (state:[4 TO 6] AND NOT discovered:false))',
  'className:switch*',
  'poller:poll?c',
  "provisionStatus:Active AND NOT nocid:''",
  '+className:Modem -name:gamma*',
  'state:1 || -discovered:true',
];

/** Wildcards on names (other than `name:*`) are SQL's: testing a million names costs more than its trigram index. */
function hasNameWildcard(node: QueryNode): boolean {
  if (node.kind === 'and' || node.kind === 'or') return node.children.some(hasNameWildcard);
  if (node.kind === 'not') return hasNameWildcard(node.child);
  if (node.kind !== 'term' || (node.field !== null && node.field !== 'name') || node.value.kind === 'range') return false;
  return hasWildcard(node.value) && !(!node.value.quoted && isOnlyStar(node.value));
}
const nameWildcard = (q: string) => q.trim() !== '' && hasNameWildcard(parseLucene(q));

const sqlNames = async (db: TestDatabase, query: string) =>
  (await db.db.selectFrom('devices').select('name').where(compileLucene(query, DEVICE_OPTS)).execute()).map((r) => r.name as string).sort();

async function indexNames(index: DeviceIndex, query: string): Promise<string[] | undefined> {
  const found = await index.matcher(query);
  if (!found) return undefined;
  const names: string[] = [];
  found.match.bits().forEach((slot) => names.push(found.store.names[slot]!));
  return names.sort();
}

/** Field → the fixture's values of it, as query text. */
const FIELD_VALUES: Array<[string, string[]]> = (
  [
    ['nmd', 'nmd'],
    ['className', 'class_name'],
    ['nocid', 'nocid'],
    ['poller', 'poller'],
    ['provisionStatus', 'provision_status'],
    ['model', 'model'],
    ['state', 'state'],
    ['discovered', 'discovered'],
  ] as const
).map(([field, column]) => [
  field,
  [...new Set(DEVICES.map((d) => (d as Record<string, unknown>)[column]).filter((v) => v !== null && v !== undefined && v !== ''))].map((v) =>
    escapeLucene(String(v)),
  ),
]);

const term = fc.oneof(
  ...FIELD_VALUES.map(([field, values]) =>
    fc.oneof(
      fc.constantFrom(...values).map((v) => `${field}:${v}`),
      fc.constant(`${field}:*`),
      fc.constant(`${field}:''`),
    ),
  ),
  fc.constantFrom('memberOf:dc-east', 'memberOf:beam*', 'name:*a*', 'name:beta*', 'state:[2 TO 5]', 'latitude:>0'),
);
const query: fc.Arbitrary<string> = fc.letrec<{ q: string }>((tie) => ({
  q: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    term,
    fc.tuple(tie('q'), tie('q')).map(([a, b]) => `(${a} AND ${b})`),
    fc.tuple(tie('q'), tie('q')).map(([a, b]) => `(${a} OR ${b})`),
    tie('q').map((a) => `NOT (${a})`),
  ),
})).q;

describe.each(engines)('device index against %s', (engine) => {
  let database: TestDatabase;
  let index: DeviceIndex;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertFixture(database.db);
    index = new DeviceIndex(database.db, { pollMs: 60_000 });
    await index.start();
  });
  afterAll(async () => {
    index?.stop();
    await database?.close();
  });

  it.each(CASES)('%s selects what SQL selects (or is left to SQL: name wildcards)', async (q) => {
    const got = await indexNames(index, q);
    if (nameWildcard(q)) expect(got).toBeUndefined();
    else expect(got).toEqual(await sqlNames(database, q));
  });

  it('generated queries select what SQL selects', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const got = await indexNames(index, q);
        if (got === undefined) expect(nameWildcard(q), q).toBe(true);
        else expect(got).toEqual(await sqlNames(database, q));
      }),
      { numRuns: 150 },
    );
  });

  it('leaves to SQL what it cannot answer exactly, and refuses a bad value as SQL does', async () => {
    expect(await index.matcher('name:[alpha TO beta]')).toBeUndefined();
    expect(await index.matcher('managementIp:10.0.0.*')).toBeUndefined();
    await expect(index.matcher('state:abc')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('sees every committed write before it answers: update, insert, delete, truncate', async () => {
    await sql`UPDATE devices SET state = 1 WHERE name = 'omega'`.execute(database.db);
    expect(await indexNames(index, 'state:1')).toEqual(await sqlNames(database, 'state:1'));
    await sql`INSERT INTO devices (name, state, nmd) VALUES ('new-one', 2, '123')`.execute(database.db);
    expect(await indexNames(index, 'nmd:123')).toContain('new-one');
    await sql`DELETE FROM devices WHERE name = 'alpha-01'`.execute(database.db);
    expect(await indexNames(index, 'name:alpha-01 OR name:alpha-02')).toEqual(['alpha-02']);
    await sql`UPDATE devices SET name = 'renamed' WHERE name = 'alpha-02'`.execute(database.db);
    expect(await indexNames(index, 'name:alpha-02 OR name:renamed')).toEqual(['renamed']);
    await sql`TRUNCATE devices CASCADE`.execute(database.db);
    expect(await indexNames(index, '*')).toEqual([]);
    expect(index.size).toBe(0);
  });
});
