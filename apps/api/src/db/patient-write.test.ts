import { describe, expect, it } from 'vitest';
import { DatabaseBusyError } from './database-errors';
import { isPassingFailure, retryTransient, writePatiently } from './patient-write';

const coded = (code: string) => Object.assign(new Error(code), { code });
const noSleep = { sleep: async () => {} };

/** A write that fails with `failures` in turn, then answers each row doubled; every call is recorded. */
function scripted(failures: unknown[]) {
  const calls: number[][] = [];
  const write = async (rows: readonly number[]) => {
    calls.push([...rows]);
    const next = failures.shift();
    if (next) throw next;
    return rows.map((r) => r * 2);
  };
  return { calls, write };
}

describe('isPassingFailure', () => {
  it.each([
    ['a deadlock victim', coded('40P01')],
    ['a serialization failure', coded('40001')],
    ['a statement timeout', coded('57014')],
    ['a busy pool', new DatabaseBusyError('queue full')],
    ['a lost connection', coded('ECONNRESET')],
  ])('holds for %s', (_, err) => expect(isPassingFailure(err)).toBe(true));

  it.each([
    ['a unique violation', coded('23505')],
    ['a bug', new TypeError('x is undefined')],
  ])('not for %s', (_, err) => expect(isPassingFailure(err)).toBe(false));
});

describe('writePatiently', () => {
  it('writes again after a deadlock and a busy pool, and answers in order', async () => {
    const w = scripted([coded('40P01'), new DatabaseBusyError('queue full')]);
    const retried: number[] = [];
    expect(await writePatiently([1, 2, 3], w.write, { ...noSleep, onRetry: (_e, attempt) => retried.push(attempt) })).toEqual([2, 4, 6]);
    expect(w.calls).toEqual([
      [1, 2, 3],
      [1, 2, 3],
      [1, 2, 3],
    ]);
    expect(retried).toEqual([1, 2]);
  });

  it('writes in halves, in order, after a statement timeout', async () => {
    const w = scripted([coded('57014')]);
    expect(await writePatiently([1, 2, 3, 4, 5], w.write, noSleep)).toEqual([2, 4, 6, 8, 10]);
    expect(w.calls).toEqual([
      [1, 2, 3, 4, 5],
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("throws the rows' own failure at once", async () => {
    const w = scripted([coded('23505')]);
    await expect(writePatiently([1], w.write, noSleep)).rejects.toMatchObject({ code: '23505' });
    expect(w.calls).toHaveLength(1);
  });

  it('throws after the last attempt', async () => {
    const w = scripted([coded('40P01'), coded('40P01'), coded('40P01')]);
    await expect(writePatiently([1], w.write, { ...noSleep, attempts: 3 })).rejects.toMatchObject({ code: '40P01' });
    expect(w.calls).toHaveLength(3);
  });

  it('backs off longer each time, up to the cap', async () => {
    const waits: number[] = [];
    const w = scripted([coded('40P01'), coded('40P01'), coded('40P01'), coded('40P01')]);
    await writePatiently([1], w.write, { baseMs: 100, maxMs: 300, sleep: async (ms) => void waits.push(ms) });
    expect(waits).toHaveLength(4);
    waits.forEach((ms, i) => {
      const full = Math.min(300, 100 * 2 ** i);
      expect(ms).toBeGreaterThanOrEqual(full / 2);
      expect(ms).toBeLessThanOrEqual(full);
    });
  });
});

const failing = (codes: string[]) => {
  let calls = 0;
  return {
    work: async () => {
      const code = codes[calls++];
      if (code) throw Object.assign(new Error(`failed with ${code}`), { code });
      return calls;
    },
    calls: () => calls,
  };
};

describe('retryTransient', () => {
  it('runs a deadlock or serialization victim again until it commits', async () => {
    const f = failing(['40P01', '40001', '40P01']);
    await expect(retryTransient(f.work)).resolves.toBe(4);
  });

  it('gives up after its attempts, and never retries other errors', async () => {
    const deadlocks = failing(['40P01', '40P01', '40P01']);
    await expect(retryTransient(deadlocks.work, 3)).rejects.toMatchObject({ code: '40P01' });
    expect(deadlocks.calls()).toBe(3);
    const unique = failing(['23505']);
    await expect(retryTransient(unique.work)).rejects.toMatchObject({ code: '23505' });
    expect(unique.calls()).toBe(1);
  });
});
