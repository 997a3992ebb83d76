import { INGEST_MAX_ROWS } from '@nms/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { authHeader, serviceAccountToken } from './tokens';

// PGlite only: the slower engine (the other ingest tests run on both), and the suite's time is shared.
const engines = ['pglite'] as const;

/** NDJSON of `n` devices, the last `bad` of them with an unknown field. */
const ndjson = (n: number, bad = 0, model = 'HT2000') =>
  Array.from({ length: n }, (_, i) =>
    JSON.stringify({
      name: `bulk-${String(i).padStart(6, '0')}`,
      model,
      managementIp: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
      ...(i >= n - bad ? { colour: 'red' } : {}),
    }),
  ).join('\n');

describe.each(engines)('100,000 devices in one call on %s', (engine) => {
  let h: Harness;
  let service: Record<string, string>;
  const post = (payload: string, query = '') =>
    h.app.inject({
      method: 'POST',
      url: `/api/v1.0/ingest/devices${query}`,
      headers: { ...service, 'content-type': 'application/x-ndjson' },
      payload,
    });
  const count = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM devices`.execute(h.database.db)).rows[0].n;

  beforeAll(async () => {
    h = await startHarness(engine);
    service = authHeader(await serviceAccountToken(h.app));
  });
  afterAll(() => h.close());

  it('takes 100,000 NDJSON rows, then answers all unchanged on the same call', async () => {
    const body = ndjson(INGEST_MAX_ROWS, 2);
    const first = await post(body);
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
    expect(first.json()).toMatchObject({ created: INGEST_MAX_ROWS - 2, updated: 0, unchanged: 0, rejected: 2 });
    expect(first.json().errors).toEqual([
      { line: 99_999, field: 'colour', message: 'colour is not a device field' },
      { line: 100_000, field: 'colour', message: 'colour is not a device field' },
    ]);
    expect(await count()).toBe(INGEST_MAX_ROWS - 2);
    expect((await post(body)).json()).toMatchObject({ created: 0, updated: 0, unchanged: INGEST_MAX_ROWS - 2, rejected: 2 });
    // Two 100,000-row calls on the embedded engine: 40-65 s while another test file shares the cores.
  }, 300_000);

  it('refuses one row over the limit, naming it, and writes nothing', async () => {
    const res = await post(`${ndjson(INGEST_MAX_ROWS, 0, 'other')}\n{"name": "one-too-many"}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ line: INGEST_MAX_ROWS + 1, message: expect.stringContaining('100,000 rows a call') }] });
    expect(await count()).toBe(INGEST_MAX_ROWS - 2);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM devices WHERE model = 'other'`.execute(h.database.db)).rows[0].n).toBe(0);
  }, 300_000);
});
