import { describe, expect, it } from 'vitest';
import { sqlRecorder } from '../../../test/sql-recorder';
import { refreshDeviceStates } from './device-repository';

/*
 * SQL snapshots of the device state refresh (issue 32): lock the devices in name order, read
 * their worst active alert, write the states that changed, and move the impacted counts of the
 * groups of devices entering or leaving states 1-2.
 */

const AT = Date.UTC(2026, 0, 15, 12);

describe('refreshDeviceStates SQL', () => {
  it('locks, reads the worst alerts, updates changed states and adjusts the impacted groups', async () => {
    const rec = sqlRecorder()
      .answer(/^SELECT d\.name, d\.state FROM/, [
        { name: 'dev-a', state: 5 },
        { name: 'dev-b', state: 1 },
        { name: 'dev-c', state: 3 },
        { name: 'dev-d', state: 2 },
      ])
      .answer(/AS worst FROM/, [
        { name: 'dev-a', worst: 2 }, // enters the impacted states
        { name: 'dev-b', worst: 5 }, // leaves them
        { name: 'dev-c', worst: 3 }, // unchanged: not written
        { name: 'dev-d', worst: 1 }, // changes but stays impacted: no group move
      ]);

    await refreshDeviceStates(rec.db, ['dev-d', 'dev-c', 'dev-b', 'dev-a', 'dev-gone'], AT);

    expect(rec.take()).toMatchSnapshot();
  });

  it('stops after the lock when none of the devices exists', async () => {
    const rec = sqlRecorder();
    await refreshDeviceStates(rec.db, ['dev-gone'], AT);
    expect(rec.take()).toMatchSnapshot();
  });

  it('stops after the read when no state changes', async () => {
    const rec = sqlRecorder()
      .answer(/^SELECT d\.name, d\.state FROM/, [{ name: 'dev-a', state: 5 }])
      .answer(/AS worst FROM/, [{ name: 'dev-a', worst: 5 }]);
    await refreshDeviceStates(rec.db, ['dev-a'], AT);
    expect(rec.take().map((s) => s.sql.slice(0, 40))).toEqual([
      'SELECT d.name, d.state FROM unnest($1::t',
      'SELECT n.name, coalesce(min(a.severity),',
    ]);
  });
});
