import { describe, expect, it } from 'vitest';
import { PamConflictError, refuseConflicts } from './concurrency';
import type { StoredSchedule } from './repository';

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
