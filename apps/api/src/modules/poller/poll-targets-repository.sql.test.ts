import { describe, expect, it } from 'vitest';
import { sqlRecorder } from '../../../test/sql-recorder';
import { claimDueTargets, finishPolls, syncPollTargets } from './poll-targets-repository';

/*
 * SQL snapshots of the poll target queue (issue 32): the claim (SKIP LOCKED under a lease) that
 * lets several pollers share the fleet, the finish that records and releases, and the sync with
 * the fleet's management addresses.
 */

const NOW = Date.UTC(2026, 0, 15, 12);

describe('poll targets SQL', () => {
  it('claims due, unheld targets under a lease', async () => {
    const rec = sqlRecorder().answer(/^UPDATE poll_targets p SET claimed_by/, [
      { device_name: 'dev-1', management_ip: '10.0.0.1', reachable: null, last_error: null },
    ]);
    const claimed = await claimDueTargets(rec.db, 'poller-a', NOW, 50, 120_000);
    expect(claimed).toEqual([{ deviceName: 'dev-1', managementIp: '10.0.0.1', reachable: null, lastError: null }]);
    expect(rec.take()).toMatchSnapshot();
  });

  it('records the polls and releases the claims this poller holds', async () => {
    const rec = sqlRecorder();
    await finishPolls(
      rec.db,
      'poller-a',
      [
        {
          deviceName: 'dev-1',
          method: 'SNMP',
          reachable: true,
          polledAt: NOW,
          durationMs: 12.4,
          error: null,
          sysName: 'dev-1',
          sysUptimeCs: 123_456,
        },
        {
          deviceName: 'dev-2',
          method: 'ICMP',
          reachable: false,
          polledAt: NOW + 5,
          durationMs: 1_000,
          error: 'timeout',
          sysName: null,
          sysUptimeCs: null,
        },
      ],
      NOW + 300_000,
    );
    expect(rec.take()).toMatchSnapshot();
  });

  it('adds targets for IPv4 devices and drops the others', async () => {
    const rec = sqlRecorder();
    await syncPollTargets(rec.db, NOW);
    expect(rec.take()).toMatchSnapshot();
  });
});
