import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { testEngines } from './test-databases';

const engines = await testEngines();

interface Answer {
  data: Array<{ id: number }>;
  total: number;
  totalRelation?: 'eq' | 'gte';
  totalEstimate?: number;
}

/** 8,000 rows analysed, then 2,815 deleted: the planner still expects ~8,000, 5,185 are real (the numbers). */
const REAL = 5_185;

describe.each(engines)("es list totals on %s: 'gte' is a true lower bound", (engine) => {
  let h: Harness;
  const list = async (query: string, offset: number, limit: number): Promise<Answer> => {
    const url = `/api/v1.0/es/alerts?query=${encodeURIComponent(query)}&offset=${offset}&limit=${limit}`;
    const res = await h.app.inject({ method: 'GET', url, headers: h.operator });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    h = await startHarness(engine);
    const db = h.database.db;
    // Keep the stale statistics stale for the test's few seconds (PostgreSQL would re-analyse).
    await sql`ALTER TABLE alerts SET (autovacuum_enabled = false)`.execute(db);
    await sql`INSERT INTO alerts (name, severity, active, nmd) SELECT 'stale-' || g, 5, true, 'STALE' FROM generate_series(1, 8000) g`.execute(db);
    await sql`INSERT INTO alerts (name, severity, active, nmd) SELECT 'huge-' || g, 1, true, 'HUGE' FROM generate_series(1, 55000) g`.execute(db);
    await sql`ANALYZE alerts`.execute(db);
    await sql`DELETE FROM alerts WHERE nmd = 'STALE' AND severity = 5 AND id NOT IN (SELECT id FROM alerts WHERE nmd = 'STALE' ORDER BY id LIMIT ${REAL})`.execute(
      db,
    );
  }, 120_000);
  afterAll(() => h?.close());

  it('never answers a total above the real count, even when the planner overestimates', async () => {
    const first = await list('nmd:STALE', 0, 100);
    expect(first.totalRelation).toBe('gte');
    expect(first.total).toBeGreaterThan(5_000);
    expect(first.total).toBeLessThanOrEqual(REAL);
  });

  it('walks to the last page the total offers, and every page it offers has rows, until the count is exact', async () => {
    const limit = 100;
    let offset = 0;
    for (let step = 0; step < 20; step++) {
      const page = await list('nmd:STALE', offset, limit);
      expect(page.data.length, `offset ${offset}`).toBeGreaterThan(0);
      expect(page.total).toBeLessThanOrEqual(REAL);
      if (page.totalRelation === 'eq') {
        expect(page.total).toBe(REAL);
        return;
      }
      const last = Math.floor((page.total - 1) / limit) * limit;
      expect(last, 'the pager can go further').toBeGreaterThan(offset);
      offset = last;
    }
    throw new Error('the total never became exact');
  });

  it('adds the planner estimate of a huge match as totalEstimate, beside a lower-bound total', async () => {
    const huge = await list('nmd:HUGE', 0, 10);
    expect(huge).toMatchObject({ totalRelation: 'gte', total: 5_001 });
    expect(huge.totalEstimate).toBeGreaterThanOrEqual(50_000);
    expect(huge.data).toHaveLength(10);
  });

  it('answers an exact total, without an estimate, for a page with nothing after it', async () => {
    const end = await list('nmd:STALE', REAL - 100, 100);
    expect(end).toMatchObject({ total: REAL, totalRelation: 'eq' });
    expect(end.totalEstimate).toBeUndefined();
    expect(end.data).toHaveLength(100);
  });
});
