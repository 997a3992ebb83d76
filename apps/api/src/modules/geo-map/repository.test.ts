import { MAP_MAX_PRECISION } from '@nms/contract';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { markersStatement } from './repository';

/** Compiles SQL without a database: what text and parameters a statement would send. */
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('markersStatement', () => {
  const bounds = { top: 50, bottom: 30, west: -100, east: -80 };

  it('sends the tile shift of the precision as a bound parameter, never as SQL text', () => {
    for (const precision of [1, 12, MAP_MAX_PRECISION, Infinity, -Infinity]) {
      const shift = MAP_MAX_PRECISION - precision;
      const compiled = markersStatement(sql`true`, bounds, precision).compile(compiler);
      expect(compiled.parameters).toContain(shift);
      expect(compiled.sql).toMatch(/tile_x >> CAST\(\$\d+ AS integer\)/);
      expect(compiled.sql).not.toMatch(/Infinity/);
      expect(compiled.sql).not.toMatch(new RegExp(`>> ${shift}\\b`));
    }
  });
});
