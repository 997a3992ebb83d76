import { describe, expect, it } from 'vitest';
import { PamConflictError, refuseConflicts, retryTransient } from './concurrency';
import type { StoredSchedule } from './repository';

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

describe('refuseConflicts', () => {
  const stored = (device_name: string, version: number): StoredSchedule => ({
    device_name,
    status: 'sched',
    start_time: 1_795_478_400, // 11/24/2026 00:00:00 UTC
    end_time: 1_795_485_600,
    info: 'fibre work',
    schedule_type: 'device',
    user: 'typed name',
    version,
    updated_by: 'alice',
  });

  it('names the holder and the window (UTC) and lists the current schedules without the writer column', () => {
    const refuse = () => refuseConflicts([stored('DEV1', 3), stored('DEV2', 4)], (s) => s.version !== 4);
    expect(refuse).toThrow(PamConflictError);
    try {
      refuse();
    } catch (err) {
      expect((err as PamConflictError).body()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'PAM Suspend of DEV1 was changed by alice: 11/24/2026 00:00:00 - 11/24/2026 02:00:00 (fibre work)',
        current: [stored('DEV1', 3)].map(({ updated_by: _u, ...s }) => s),
      });
    }
    expect(() => refuseConflicts([stored('DEV1', 3)], () => false)).not.toThrow();
  });
});
