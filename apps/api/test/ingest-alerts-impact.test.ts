import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { IMPACT_LOCK_KEY, refreshImpactOnce, startImpactUpkeep } from '../src/feeds/impact-upkeep';
import type { FeedHandle, FeedHost } from '../src/feeds/feed-host';
import { startFeeds } from '../src/feeds/start-feeds';
import { DEVICES, startAlertsHarness, type AlertsHarness } from './ingest-alerts-fixture';
import { testEngines } from './test-databases';

interface EventRow {
  name: string;
  active: boolean;
  impact: number;
  caseId: string;
  endTime: number | null;
}

/** Polls until `check` passes (the upkeep runs on its own timer); no timing is asserted. */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (check(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(await testEngines())('impact upkeep without the simulator on %s', (engine) => {
  let h: AlertsHarness;
  let feeds: FeedHandle | undefined;
  const host = (): FeedHost => ({ db: h.database.db, database: h.database, config: h.app.config, log: h.app.log });
  const events = async () => (await h.get<{ data: EventRow[] }>('/api/v1.0/es/network-events?active=false')).data;
  const send = (state: 'open' | 'clear', devices: readonly string[]) =>
    h.app.inject({
      method: 'POST',
      url: '/api/v1.0/ingest/alerts',
      headers: h.secret,
      payload: devices.map((device) => ({ device, event: 'Down', severity: 1, text: 'no answer', state, time: Date.now() })),
    });

  beforeAll(async () => {
    // SIMULATOR=off (the harness): nothing else evaluates impact, so network events depend on this feed.
    h = await startAlertsHarness(engine, { IMPACT_REFRESH_MS: '200' });
    feeds = await startFeeds(host());
  }, 120_000);
  afterAll(async () => {
    await feeds?.stop();
    await h?.close();
  });

  const IMPORTED = 'DATACENTER:AM-DC';
  const members = DEVICES.slice(5, 9);
  const importedEvents = async () => (await events()).filter((e) => e.name === IMPORTED);

  it('opens a network event when alerts impact more than the threshold share of an imported group', async () => {
    // The group and its members come in through the inventory ingest API, as a real fleet's would.
    const ingest = (url: string, payload: unknown) =>
      h.app.inject({ method: 'POST', url: `/api/v1.0/ingest/${url}`, headers: h.admin, payload: payload as object });
    expect(
      (await ingest('groups', [{ networkType: 'DATACENTER', name: 'AM-DC', lowLevelGroup: 'AM datacenter', thresholdPercent: 50 }])).json(),
    ).toMatchObject({ created: 1, rejected: 0 });
    expect(
      (
        await ingest(
          'group-members',
          members.map((device) => ({ networkType: 'DATACENTER', group: 'AM-DC', device })),
        )
      ).json(),
    ).toMatchObject({ created: 4, rejected: 0 });
    expect(await events()).toEqual([]);
    // Two of four (50%) reach the threshold; one more keeps the event open with its peak share.
    expect((await send('open', members.slice(0, 3))).json()).toMatchObject({ raised: 3, errors: [] });
    const opened = await eventually(importedEvents, (e) => e.length > 0);
    expect(opened).toMatchObject([{ name: IMPORTED, active: true, endTime: null }]);
    expect(opened[0].impact).toBeGreaterThanOrEqual(50);
    expect(opened[0].caseId).toMatch(/^CAS-\d+$/);
  });

  it('closes it when cleared alerts bring the share under the threshold', async () => {
    expect((await send('clear', members.slice(0, 2))).json()).toMatchObject({ cleared: 2 });
    const closed = await eventually(importedEvents, (e) => e.length > 0 && !e[0].active);
    expect(closed).toMatchObject([{ name: IMPORTED, active: false }]);
    expect(closed[0].endTime).toEqual(expect.any(Number));
  });

  it('opens and closes within moments of the alerts when the interval is long: the write nudges it', async () => {
    await feeds?.stop();
    const slow = { ...host(), config: loadConfig({ PORT: '8080', SIMULATOR: 'off', IMPACT_REFRESH_MS: '600000' }) };
    // Its first evaluation runs at once; every later one within the test comes from a nudge.
    feeds = await startImpactUpkeep(slow);
    const ingest = (url: string, payload: unknown) =>
      h.app.inject({ method: 'POST', url: `/api/v1.0/ingest/${url}`, headers: h.admin, payload: payload as object });
    const group = DEVICES.slice(0, 4);
    await ingest('groups', [{ networkType: 'DATACENTER', name: 'AM-NUDGE', lowLevelGroup: 'nudged', thresholdPercent: 50 }]);
    await ingest(
      'group-members',
      group.map((device) => ({ networkType: 'DATACENTER', group: 'AM-NUDGE', device })),
    );
    const nudged = async () => (await events()).filter((e) => e.name === 'DATACENTER:AM-NUDGE');
    expect((await send('open', group.slice(0, 3))).json()).toMatchObject({ raised: 3 });
    expect(await eventually(nudged, (e) => e.some((x) => x.active))).toMatchObject([{ active: true }]);
    expect((await send('clear', group.slice(0, 3))).json()).toMatchObject({ cleared: 3 });
    expect(await eventually(nudged, (e) => e.length > 0 && e.every((x) => !x.active))).toMatchObject([{ active: false }]);
  });

  it('stays off while the simulator runs live, and with IMPACT_REFRESH_MS=0', async () => {
    const cfg = (env: Record<string, string>) => ({ ...host(), config: loadConfig({ PORT: '8080', ...env }) });
    expect(await startImpactUpkeep(cfg({ SIMULATOR: 'on', SIMULATOR_LIVE: 'on' }))).toBeUndefined();
    expect(await startImpactUpkeep(cfg({ SIMULATOR: 'off', IMPACT_REFRESH_MS: '0' }))).toBeUndefined();
    const notLive = await startImpactUpkeep(cfg({ SIMULATOR: 'on', SIMULATOR_LIVE: 'off' }));
    expect(notLive).toBeDefined();
    await notLive?.stop();
  });

  it.runIf(engine === 'postgres')('skips an evaluation while another process holds the lock', async () => {
    // This process's own upkeep must not take the lock in between.
    await feeds?.stop();
    feeds = undefined;
    const other = new pg.Client({ connectionString: h.database.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1::bigint)', [IMPACT_LOCK_KEY]);
      expect(await refreshImpactOnce(h.database.db, Date.now())).toBeNull();
      await other.query('COMMIT');
      expect(await refreshImpactOnce(h.database.db, Date.now())).toEqual({ opened: [], closed: [] });
    } finally {
      await other.end();
    }
  });
});
