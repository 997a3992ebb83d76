import { describe, expect, it } from 'vitest';
import { windowEndingAt } from '../../../components/metric-window/metric-window';
import { userCountsRequest } from './user-count-window';

const HOUR = 3_600_000;
const NOW = Date.UTC(2025, 0, 10, 12, 0, 0);

describe('user counts window', () => {
  it('asks in epoch seconds with the EM7 ids', () => {
    expect(userCountsRequest(windowEndingAt(NOW, 24), { stack_id: 3, device_id: 10457 })).toEqual({
      device_id: 10457,
      stack_id: 3,
      start_timestamp: (NOW - 24 * HOUR) / 1000,
      end_timestamp: NOW / 1000,
    });
  });
});
