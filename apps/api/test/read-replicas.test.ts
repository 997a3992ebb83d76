import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { scrapeMetrics } from '../src/lib/telemetry/registry';
import { clusterUnsupported, startPrimaryWithReplica, type PrimaryWithReplica } from './peers/postgres-cluster';
import { openLiveStream } from './live-stream-client';
import { authHeader, mintToken } from './tokens';

const unsupported = await clusterUnsupported();
const PAM = '/api/v1.0/action/devices/pam-suspend';
const DEVICES = '/api/v1.0/es/devices/all?query=name:rr-*&limit=100';
const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);
type Headers = Record<string, string>;

/** Polls until `check` passes (replication and health checks are asynchronous); fails with the last answer. */
async function eventually(check: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Issue 20 item 5 on a real streaming replica: the test starts its own primary (initdb) and a hot
 * standby of it (pg_basebackup -R) on free ports, and points DATABASE_READ_URL at the standby.
 * Pausing the standby's replay (pg_wal_replay_pause) makes "which database answered" visible in
 * the rows themselves, not only in the x-nms-read-from header.
 */
describe.skipIf(unsupported)(`read replicas on a streaming standby${unsupported ? ` (skipped: ${unsupported})` : ''}`, () => {
  let pair: PrimaryWithReplica;
  let database: Database;
  const apps: FastifyInstance[] = [];
  let app: FastifyInstance;
  let operator: Headers;
  let viewer: Headers;

  // The lag bound is far above what a paused replay lasts in the other tests, so a slow machine does not take the replica out under them.
  const start = async (env: Record<string, string> = {}) => {
    const config = loadConfig({
      SIMULATOR: 'off',
      PORT: '8080',
      API_RATE_LIMIT_PER_MINUTE: '0',
      DATABASE_URL: pair.primary.url('nms'),
      DATABASE_READ_URL: pair.replica.url('nms'),
      DATABASE_READ_CHECK_MS: '200',
      DATABASE_READ_MAX_LAG_MS: '60000',
      ...env,
    });
    const built = await buildApp({ config, database });
    await built.ready();
    apps.push(built);
    return built;
  };
  const get = (on: FastifyInstance, url: string, headers: Headers) => on.inject({ method: 'GET', url, headers });
  const names = (res: { json(): { data: Array<{ name?: string; device_name?: string }> } }) => res.json().data.map((r) => r.name ?? r.device_name);
  const replayPaused = (paused: boolean) => pair.replica.query(`select ${paused ? 'pg_wal_replay_pause' : 'pg_wal_replay_resume'}()`, 'nms');
  const addDevice = (name: string) => database.db.insertInto('devices').values({ name, state: 5 }).execute();
  const servedBy = async (on: FastifyInstance, headers: Headers) => (await get(on, DEVICES, headers)).headers['x-nms-read-from'];

  beforeAll(async () => {
    pair = await startPrimaryWithReplica();
    await pair.primary.query('create database nms');
    database = await openDatabase({ databaseUrl: pair.primary.url('nms'), poolSize: 4 });
    await migrate(database.db);
    app = await start();
    operator = authHeader(await mintToken(app, { sub: 'rr-operator', nickname: 'olivia', groups: ['nmstools_operator'] }));
    viewer = authHeader(await mintToken(app, { sub: 'rr-viewer', nickname: 'vera', groups: ['nmstools_viewer'] }));
    await addDevice('rr-1');
    await eventually(async () => (await servedBy(app, viewer)) === 'replica', 'the replica taken in after its first health checks');
  }, 180_000);

  afterAll(async () => {
    for (const a of apps) await a.close();
    await database?.close();
    await pair?.dispose();
  });

  it('serves the device list from the replica: a row only the primary has is not in it until the replica replays it', async () => {
    await replayPaused(true);
    try {
      await addDevice('rr-primary-only');
      const res = await get(app, DEVICES, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-nms-read-from']).toBe('replica');
      expect(names(res)).toContain('rr-1');
      expect(names(res)).not.toContain('rr-primary-only');
      const alerts = await get(app, '/api/v1.0/es/alerts', viewer);
      expect(alerts.statusCode).toBe(200);
      expect(alerts.headers['x-nms-read-from']).toBe('replica');
    } finally {
      await replayPaused(false);
    }
    await eventually(async () => names(await get(app, DEVICES, viewer)).includes('rr-primary-only'), 'the replayed row in the list');
  });

  it("shows an operator's PAM create to that operator at once, replication running", async () => {
    await addDevice('rr-pam-0');
    const created = await app.inject({ method: 'POST', url: PAM, headers: operator, payload: [window('rr-pam-0')] });
    expect(created.statusCode).toBe(200);
    const read = await get(app, `${PAM}?device_names=rr-pam-0&missing=empty`, operator);
    expect(read.statusCode).toBe(200);
    expect(names(read)).toEqual(['rr-pam-0']);
  });

  it("sends the operator's reads to the primary while the replica has not replayed their write, on this process and through the cookie on another", async () => {
    await addDevice('rr-pam-1');
    await replayPaused(true);
    try {
      const created = await app.inject({ method: 'POST', url: PAM, headers: operator, payload: [window('rr-pam-1')] });
      expect(created.statusCode).toBe(200);
      const writeLsn = created.headers['x-nms-write-lsn'] as string;
      expect(writeLsn).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      const cookie = String(created.headers['set-cookie']).split(';')[0];
      expect(cookie).toBe(`nms_read_after=${writeLsn}`);
      const list = `${PAM}?device_names=rr-pam-1&missing=empty`;

      // The writer, on the process that answered the write: from the primary, with the schedule.
      const own = await get(app, list, operator);
      expect(own.headers['x-nms-read-from']).toBe('primary');
      expect(names(own)).toEqual(['rr-pam-1']);
      // Another user has not written: the replica answers, without the schedule (replay is paused).
      const other = await get(app, list, viewer);
      expect(other.headers['x-nms-read-from']).toBe('replica');
      expect(names(other)).toEqual([]);

      // A second API process never saw the write: the browser's cookie, or an API client's echo of the header, carries it.
      const second = await start();
      const operator2 = authHeader(await mintToken(second, { sub: 'rr-operator', nickname: 'olivia', groups: ['nmstools_operator'] }));
      await eventually(async () => (await servedBy(second, operator2)) === 'replica', 'the second process taking the replica in');
      const withCookie = await get(second, list, { ...operator2, cookie: cookie });
      expect(withCookie.headers['x-nms-read-from']).toBe('primary');
      expect(names(withCookie)).toEqual(['rr-pam-1']);
      const withHeader = await get(second, list, { ...operator2, 'x-nms-read-after': writeLsn });
      expect(names(withHeader)).toEqual(['rr-pam-1']);
      const without = await get(second, list, operator2);
      expect(without.headers['x-nms-read-from']).toBe('replica');
      expect(names(without)).toEqual([]);
      await second.close();
      apps.splice(apps.indexOf(second), 1);
    } finally {
      await replayPaused(false);
    }
    // Once the replica has replayed the write, the writer reads from it again.
    await eventually(async () => {
      const res = await get(app, `${PAM}?device_names=rr-pam-1&missing=empty`, operator);
      return res.headers['x-nms-read-from'] === 'replica' && names(res).includes('rr-pam-1');
    }, "the writer's reads back on the replica after replay");
  });

  it('after readFence (the live feed before it pushes a change), reads see the primary as it was, from the primary until the replica has replayed it', async () => {
    await replayPaused(true);
    try {
      await addDevice('rr-fenced');
      expect(names(await get(app, DEVICES, viewer))).not.toContain('rr-fenced');
      expect(await app.readFence()).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      const res = await get(app, DEVICES, viewer);
      expect(res.headers['x-nms-read-from']).toBe('primary');
      expect(names(res)).toContain('rr-fenced');
    } finally {
      await replayPaused(false);
    }
    await eventually(async () => (await servedBy(app, viewer)) === 'replica', 'reads back on the replica once it has replayed past the fence');
  });

  it("a live change carries readAfter: another process's refetch that echoes it sees the change (from the primary until the replica has replayed it)", async () => {
    const other = await start();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const token = await mintToken(app, { sub: 'rr-watcher', nickname: 'wanda', groups: ['nmstools_viewer'] });
    const stream = await openLiveStream(`http://127.0.0.1:${port}`, token, { views: [{ id: 'grid', kind: 'devices' }] });
    try {
      await stream.next((e) => e.event === 'hello');
      await replayPaused(true);
      await addDevice('rr-live');
      const change = await stream.next((e) => e.event === 'changes' && JSON.stringify(e.data).includes('rr-live'));
      const readAfter = (change.data as { readAfter?: string }).readAfter;
      expect(readAfter).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
      const stale = await get(other, DEVICES, viewer);
      expect(stale.headers['x-nms-read-from']).toBe('replica');
      expect(names(stale)).not.toContain('rr-live');
      const echoed = await get(other, DEVICES, { ...viewer, 'x-nms-read-after': readAfter! });
      expect(echoed.headers['x-nms-read-from']).toBe('primary');
      expect(names(echoed)).toContain('rr-live');
    } finally {
      stream.close();
      await replayPaused(false);
      // Its health checks would still report the replica "in" for a moment in the stop test below.
      await other.close();
      apps.splice(apps.indexOf(other), 1);
    }
  });

  it('takes a replica lagging past DATABASE_READ_MAX_LAG_MS out, and back in once it has caught up', async () => {
    const strict = await start({ DATABASE_READ_MAX_LAG_MS: '1000' });
    const reader = authHeader(await mintToken(strict, { sub: 'rr-viewer', nickname: 'vera', groups: ['nmstools_viewer'] }));
    try {
      await eventually(async () => (await servedBy(strict, reader)) === 'replica', 'the strict process taking the replica in');
      await replayPaused(true);
      try {
        await addDevice('rr-lag-1');
        await eventually(async () => (await servedBy(strict, reader)) === 'primary', 'the lagging replica taken out');
        const res = await get(strict, DEVICES, reader);
        expect(res.statusCode).toBe(200);
        expect(names(res)).toContain('rr-lag-1');
        expect((await scrapeMetrics()).body).toMatch(/nms_db_replica_lag_seconds\{replica="127\.0\.0\.1:\d+\/nms"\} ([1-9]|0\.[1-9])/);
      } finally {
        await replayPaused(false);
      }
      await eventually(async () => (await servedBy(strict, reader)) === 'replica', 'the caught-up replica back in');
    } finally {
      await strict.close();
      apps.splice(apps.indexOf(strict), 1);
    }
  });

  it('falls back to the primary when the replica stops, and takes it back when it is up again', async () => {
    await pair.replica.stop();
    try {
      for (const url of [
        DEVICES,
        '/api/v1.0/es/alerts',
        `${PAM}?device_names=rr-pam-0&missing=empty`,
        '/api/v1.0/device/device-details?device_id=rr-1',
      ]) {
        const res = await get(app, url, viewer);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-nms-read-from'], url).toBe('primary');
      }
      expect(names(await get(app, DEVICES, viewer))).toContain('rr-1');
      const { body } = await scrapeMetrics();
      expect(body).toMatch(/nms_db_replica_in\{replica="127\.0\.0\.1:\d+\/nms"\} 0/);
      expect(body).toMatch(/nms_db_routed_reads_total\{target="primary",reason="no-replica"\} [1-9]/);
    } finally {
      await pair.replica.start();
    }
    await eventually(async () => (await servedBy(app, viewer)) === 'replica', 'the restarted replica back in');
  });
});

function window(device_name: string) {
  return { schedule_type: 'device', device_name, info: 'replica test window', start_time: now(), end_time: now() + 2 * HOUR, user: 'olivia' };
}
