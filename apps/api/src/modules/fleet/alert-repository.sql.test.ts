import type { AlertRaise } from '@nms/simulator';
import { describe, expect, it } from 'vitest';
import { sqlRecorder } from '../../../test/sql-recorder';
import { raiseName, type AlertChange } from './alert-changes';
import { applyAlertChanges, clearDeviceAlerts, notifyAlert } from './alert-repository';

/*
 * SQL snapshots of the alert writes (issue 32): the set-based rounds of applyAlertChanges (one
 * clear UPDATE and one raise upsert a round, whatever the batch size) and the device state refresh
 * that closes its transaction. A change of any statement, its order or its parameters shows here.
 */

const AT = Date.UTC(2026, 0, 15, 12);

const raise = (deviceName: string, eventName: string, severity: number, at: number): AlertRaise => ({
  deviceName,
  elementClassName: 'Host',
  classDisplayName: 'Host',
  instanceName: deviceName,
  instanceDisplayName: deviceName,
  eventName,
  eventDisplayName: eventName,
  eventText: `${eventName} on ${deviceName}`,
  severity,
  category: eventName === 'Down' ? 'Availability' : 'Performance',
  visibility: 'External',
  troubleTicketID: eventName === 'Down' ? 'TT-1' : null,
  at,
});

describe('applyAlertChanges SQL', () => {
  it('clears, upserts and refreshes the touched devices in one transaction, round by round', async () => {
    const down = raise('dev-1', 'Down', 1, AT);
    const cpu = raise('dev-2', 'HighCpu', 3, AT + 1_000);
    const oldName = raiseName(raise('dev-3', 'LinkDown', 2, AT));
    const changes: AlertChange[] = [
      { raise: down },
      { raise: cpu },
      { clear: { name: oldName, at: AT + 2_000 } },
      { raise: { ...cpu, at: AT + 3_000 } },
      { clear: { name: raiseName(down), at: AT + 4_000 } },
    ];
    const rec = sqlRecorder()
      // Round 0 clears the old alert; round 1 clears dev-1's Down.
      .answer(/^UPDATE alerts SET active = false/, [{ name: oldName, element_name: 'dev-3' }], { once: true })
      .answer(/^UPDATE alerts SET active = false/, [{ name: raiseName(down), element_name: 'dev-1' }], { once: true })
      // Down is new (xmax = 0); HighCpu was active already, so only re-notified.
      .answer(/^INSERT INTO alerts/, [{ name: raiseName(down) }, { name: null }])
      .answer(/^SELECT d\.name, d\.state FROM/, [
        { name: 'dev-1', state: 5 },
        { name: 'dev-2', state: 2 },
        { name: 'dev-3', state: 2 },
      ])
      .answer(/AS worst FROM/, [
        { name: 'dev-1', worst: 5 },
        { name: 'dev-2', worst: 3 },
        { name: 'dev-3', worst: 5 },
      ]);

    const outcomes = await applyAlertChanges(rec.db, changes);

    expect(outcomes).toEqual(['raised', 'notified', 'cleared', 'notified', 'cleared']);
    expect(rec.take()).toMatchSnapshot();
  });

  it('sends nothing for an empty batch', async () => {
    const rec = sqlRecorder();
    expect(await applyAlertChanges(rec.db, [])).toEqual([]);
    expect(rec.take()).toEqual([]);
  });
});

describe('single-alert and per-device writes SQL', () => {
  it('re-notifies one active alert by name', async () => {
    const rec = sqlRecorder().answer(/^UPDATE alerts SET count = count \+ 1/, [{ id: 1 }]);
    expect(await notifyAlert(rec.db, 'NOTIFICATION-Host_dev-1_Down', AT)).toBe(true);
    expect(rec.take()).toMatchSnapshot();
  });

  it('clears every active alert of devices leaving the fleet in one statement', async () => {
    const rec = sqlRecorder().answer(/^UPDATE alerts SET/, [{ id: 1 }, { id: 2 }]);
    expect(await clearDeviceAlerts(rec.db, ['dev-1', 'dev-2'], AT)).toBe(2);
    expect(rec.take()).toMatchSnapshot();
  });
});
