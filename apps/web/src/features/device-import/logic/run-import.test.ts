import { describe, expect, it } from 'vitest';
import type { PreparedRow } from '@nms/contract';
import { runImport, type IngestAnswer, type ImportProgress } from './run-import';

const row = (n: number, errors: PreparedRow['errors'] = []): PreparedRow => ({ row: n + 2, device: { name: `d${n}` }, errors });
const answer = (devices: Record<string, unknown>[], bad: string[] = []): IngestAnswer => ({
  created: devices.length - bad.length,
  updated: 0,
  unchanged: 0,
  rejected: bad.length,
  retired: 0,
  errors: bad.map((name) => ({ line: devices.findIndex((d) => d.name === name) + 1, field: 'name', message: `bad ${name}` })),
});

describe('runImport', () => {
  it('sends rows in chunks, sums the answers and turns call lines into file rows', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => row(i));
    const calls: string[][] = [];
    const seen: ImportProgress[] = [];
    const out = await runImport(
      rows,
      async (devices) => {
        calls.push(devices.map((d) => String(d.name)));
        return answer(devices, devices.some((d) => d.name === 'd3') ? ['d3'] : []);
      },
      (p) => seen.push(p),
      2,
    );
    expect(calls).toEqual([['d0', 'd1'], ['d2', 'd3'], ['d4']]);
    expect(out.counts).toEqual({ created: 4, updated: 0, unchanged: 0, rejected: 1 });
    // d3 is the 2nd device of its call (line 2) and row 5 of the file.
    expect(out.errors).toEqual([{ row: 5, field: 'name', message: 'bad d3' }]);
    expect(seen.map((p) => p.done)).toEqual([0, 2, 4, 5]);
    expect(out.failure).toBeUndefined();
  });

  it('does not send rows it could not convert, and counts them rejected', async () => {
    const rows = [row(0), row(1, [{ row: 3, field: 'latitude', message: 'latitude must be a number' }]), row(2)];
    const sent: unknown[] = [];
    const out = await runImport(rows, async (devices) => (sent.push(...devices), answer(devices)));
    expect(sent).toEqual([{ name: 'd0' }, { name: 'd2' }]);
    expect(out.counts).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 1 });
    expect(out.errors).toEqual([{ row: 3, field: 'latitude', message: 'latitude must be a number' }]);
  });

  it('in a dry run also checks the converted cells of those rows, so every error of a row shows, counted once', async () => {
    const rows = [row(0), row(1, [{ row: 3, field: 'latitude', message: 'latitude must be a number' }]), row(2)];
    const calls: string[][] = [];
    const out = await runImport(
      rows,
      async (devices) => {
        calls.push(devices.map((d) => String(d.name)));
        return answer(devices, devices.some((d) => d.name === 'd1') ? ['d1'] : []);
      },
      undefined,
      undefined,
      true,
    );
    expect(calls).toEqual([['d0', 'd2'], ['d1']]);
    expect(out.counts).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 1 });
    expect(out.errors).toEqual([
      { row: 3, field: 'name', message: 'bad d1' },
      { row: 3, field: 'latitude', message: 'latitude must be a number' },
    ]);
  });

  it('stops at a failed call with the counts of the calls before it and the failing row', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => row(i));
    let n = 0;
    const out = await runImport(
      rows,
      async (devices) => {
        n += 1;
        if (n === 2)
          throw Object.assign(new Error('snmpPort must be integer'), {
            body: { errors: [{ line: 2, field: 'snmpPort', message: 'must be integer' }] },
          });
        return answer(devices);
      },
      undefined,
      2,
    );
    expect(n).toBe(2);
    expect(out.done).toBe(2);
    expect(out.counts.created).toBe(2);
    expect(out.failure).toBe('The call with rows 4-5 failed: snmpPort must be integer (row 5, snmpPort: must be integer)');
  });

  it('reports a network failure as it is', async () => {
    const out = await runImport([row(0)], () => Promise.reject(new TypeError('Failed to fetch')));
    expect(out).toMatchObject({ done: 0, failure: 'The call with row 2 failed: Failed to fetch' });
  });
});
