import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { ingestDeviceRows } from './device-ingest';
import { IngestBody } from './ingest-body';

const engines = await testEngines();
const actor = { sub: 'svc', name: 'ingest-test' };

/** Seven devices and one retire, with a bad row in the middle (line 4): lines are 1-based. */
function body(model: string): IngestBody {
  const rows: unknown[] = [];
  for (let i = 1; i <= 7; i++) rows.push({ name: `SLICE-${i}`, model, className: 'Host', productCategory: 'Router' });
  rows.splice(3, 0, { name: 'SLICE-BAD', managementIp: 'not-an-ip' });
  rows.push({ name: 'SLICE-OLD', retire: true });
  return new IngestBody(
    rows.map((value, i) => ({ line: i + 1, value })),
    'json',
  );
}

describe.each(engines)('a device call written in slices answers as one transaction would (%s)', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    await ingestDeviceRows(database.db, new IngestBody([{ line: 1, value: { name: 'SLICE-OLD', model: 'x' } }], 'json'), {
      actor,
      dryRun: false,
      action: '',
    });
  });
  afterEach(() => database.close());

  const devices = async () =>
    (
      await sql<{ name: string; model: string | null; retired: boolean }>`
      SELECT name, model, false AS retired FROM devices WHERE name LIKE 'SLICE-%'
      UNION ALL SELECT name, null, true FROM retired_devices WHERE name LIKE 'SLICE-%'
      ORDER BY name`.execute(database.db)
    ).rows;
  const audits = async () =>
    (await sql<{ detail: Record<string, unknown> }>`SELECT detail FROM audit_log WHERE action = 'ingest.devices' ORDER BY id`.execute(database.db))
      .rows;

  it('counts, rows and errors match the one-transaction call; each slice leaves its audit entry', async () => {
    const whole = await ingestDeviceRows(database.db, body('A'), { actor, dryRun: true, action: '' });
    const sliced = await ingestDeviceRows(database.db, body('A'), { actor, dryRun: true, action: '', sliceRows: 3 });
    expect(sliced).toEqual(whole);
    expect(whole).toMatchObject({ created: 7, retired: 1, rejected: 1 });
    expect(whole.errors.map((e) => [e.line, e.field])).toEqual([[4, 'managementIp']]);
    // Dry runs wrote nothing, sliced or not.
    expect(await devices()).toEqual([{ name: 'SLICE-OLD', model: 'x', retired: false }]);

    const before = (await audits()).length;
    const answer = await ingestDeviceRows(database.db, body('A'), { actor, dryRun: false, action: '', sliceRows: 3 });
    expect(answer).toEqual(whole);
    expect(await devices()).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7].map((i) => ({ name: `SLICE-${i}`, model: 'A', retired: false })),
      { name: 'SLICE-OLD', model: null, retired: true },
    ]);
    const entries = (await audits()).slice(before).map((a) => a.detail);
    expect(entries.map((d) => d.part)).toEqual(['1/3', '2/3', '3/3']);
    expect(entries.map((d) => d.created)).toEqual([3, 3, 1]);
    expect(entries.map((d) => d.retired)).toEqual([0, 0, 1]);
    // The call's own rejects are counted once, with its first slice.
    expect(entries.map((d) => d.rejected)).toEqual([1, 0, 0]);

    const again = await ingestDeviceRows(database.db, body('B'), { actor, dryRun: false, action: '', sliceRows: 3 });
    expect(again).toMatchObject({ created: 0, updated: 7, unchanged: 1, retired: 0, rejected: 1 });
  });
});
