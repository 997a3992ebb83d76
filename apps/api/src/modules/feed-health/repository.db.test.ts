import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { noteUnknownSources, readUnknownSources, type UnknownSeen } from './repository';

const engines = await testEngines();

const seen = (from: number, n: number): UnknownSeen[] =>
  Array.from({ length: n }, (_, i) => ({ address: `10.9.${(from + i) >> 8}.${(from + i) & 255}`, count: 1, sample: 'x', at: 1_000 + from + i }));

describe.each(engines)('unknown sources on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.close());

  it("keeps a feed's newest 1,000 sources and forgets its oldest, leaving other feeds alone", async () => {
    await noteUnknownSources(database.db, 'other', seen(0, 3));
    await noteUnknownSources(database.db, 'traps', seen(0, 600));
    await noteUnknownSources(database.db, 'traps', seen(600, 405));
    const rows = await readUnknownSources(database.db, 5_000);
    const traps = rows.filter((r) => r.feed === 'traps');
    expect(traps).toHaveLength(1_000);
    expect(Math.min(...traps.map((r) => r.last_seen))).toBe(1_005);
    expect(rows.filter((r) => r.feed === 'other')).toHaveLength(3);
  });
});
