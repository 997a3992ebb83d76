import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { openDatabase, type Database } from '../../db/database';
import { createCmdb } from '../cmdb/service';
import { FleetService } from '../fleet/fleet-service';
import { createWindow, deleteWindow } from '../maintenance/service';
import { createSchedules } from '../pam-suspend/service';
import type { LiveChange } from './live-change';
import { liveRecords } from './live-metrics';
import { LIVE_APPLICATION_NAME } from './pg-listener';
import { livePlugin } from './plugin';

const engines = await testEngines();
const actor = { sub: 'feed-test', name: 'feed-test' };

/**
 * The feed end to end: writes through the real services on one database handle, heard by the
 * listener of another (PostgreSQL: a second openDatabase on the same database, as a second API
 * process has; PGlite: one instance, one process). Order is NOTIFY's: records arrive in commit
 * order, so a marker committed after a write arrives after the write's records.
 */
describe.each(engines)('change feed on %s', (engine) => {
  let writer: TestDatabase;
  let reader: Database;
  let app: FastifyInstance;
  const heard: LiveChange[] = [];
  const raw: string[] = [];
  let rawClient: pg.Client | undefined;
  let markers = 0;

  /** Resolves with the first record (from `from` on) that `match` takes, waiting for it to arrive. */
  const arrival = (match: (c: LiveChange) => boolean, from = 0): Promise<LiveChange> =>
    new Promise((resolve, reject) => {
      const found = heard.slice(from).find(match);
      if (found) return resolve(found);
      const timer = setTimeout(() => (off(), reject(new Error('no such record arrived'))), 20_000);
      const off = app.live.subscribe((c) => {
        if (!match(c)) return;
        clearTimeout(timer);
        off();
        resolve(c);
      });
    });
  /** Commits a marker record and waits for it: every record committed before has arrived then. */
  const settle = async () => {
    const key = `marker-${++markers}`;
    await sql`SELECT pg_notify('nms_live', json_build_object('id', nextval('live_change_seq')::text, 'topic', 'config', 'keys', ARRAY[${key}::text])::text)`.execute(
      writer.db,
    );
    await arrival((c) => c.keys[0] === key);
    // The raw listener is another session on PostgreSQL: it hears the marker on its own time.
    await vi.waitFor(() => expect(raw.some((p) => p.includes(`"${key}"`))).toBe(true), { timeout: 20_000 });
  };
  const fleet = () => new FleetService(writer.db);
  const device = (name: string, columns: Record<string, unknown> = {}) => ({ name, columns: { class_name: 'Router', ...columns } });

  beforeAll(async () => {
    writer = await createTestDatabase(engine);
    reader = engine === 'postgres' ? await openDatabase({ databaseUrl: writer.url, poolSize: 2 }) : writer;
    app = Fastify();
    app.decorate('database', reader);
    await app.register(livePlugin);
    await app.ready();
    app.live.subscribe((c) => heard.push(c));
    if (writer.pglite) await writer.pglite.listen('nms_live', (p) => raw.push(p));
    else {
      rawClient = new pg.Client({ connectionString: writer.url });
      await rawClient.connect();
      rawClient.on('notification', (m) => raw.push(m.payload ?? ''));
      await rawClient.query('LISTEN nms_live');
    }
  });
  afterAll(async () => {
    await app?.close();
    await rawClient?.end();
    if (reader && reader !== writer) await reader.close();
    await writer?.close();
  });

  it('hears a device ingested through the fleet service, then its alert raised and cleared', async () => {
    const from = heard.length;
    await fleet().ingestDevices([device('feed-r1')], Date.now());
    expect((await arrival((c) => c.topic === 'device' && c.keys.includes('feed-r1'), from)).id).toMatch(/^[0-9]+$/);

    const raised = heard.length;
    const { name } = await fleet().raiseFeedAlert({
      device: 'feed-r1',
      eventName: 'HighCpu',
      severity: 2,
      text: 'cpu',
      source: 'INGEST',
      at: Date.now(),
    });
    await arrival((c) => c.topic === 'alert' && c.keys.includes('feed-r1'), raised);
    // The device's state follows its worst alert: a device record too.
    await arrival((c) => c.topic === 'device' && c.keys.includes('feed-r1'), raised);

    const cleared = heard.length;
    expect(await fleet().clearAlert(name, Date.now())).toBe(true);
    await arrival((c) => c.topic === 'alert' && c.keys.includes('feed-r1'), cleared);
  });

  it('hears a PAM schedule (and its audit entry as an action on the device) and a CMDB row by its table', async () => {
    await fleet().ingestDevices([device('feed-pam')], Date.now());
    const from = heard.length;
    const now = Math.floor(Date.now() / 1000);
    await createSchedules(writer.db, [{ device_name: 'feed-pam', info: 'window', start_time: now + 60, end_time: now + 4 * 3600 }], actor, now);
    await arrival((c) => c.topic === 'pam' && c.keys.includes('feed-pam'), from);
    await arrival((c) => c.topic === 'action' && c.keys.includes('feed-pam'), from);

    const cmdb = heard.length;
    await createCmdb(writer.db, 'svi_hughes_ems', { name: 'Feed EMS', host_name: 'ems.feed.example' }, { actor });
    expect((await arrival((c) => c.topic === 'cmdb', cmdb)).keys).toEqual(['svi_hughes_ems']);
  });

  it('hears a maintenance window by its id (issue 21)', async () => {
    const from = heard.length;
    const w = await createWindow(
      writer.db,
      {
        name: 'feed window',
        target: { kind: 'devices', devices: ['feed-pam'] },
        start: '2030-01-01T00:00',
        durationMinutes: 60,
        timeZone: 'UTC',
        recurrence: { kind: 'once' },
      },
      actor,
    );
    await arrival((c) => c.topic === 'maintenance' && c.keys.includes(String(w.id)), from);
    const deleted = heard.length;
    await deleteWindow(writer.db, w.id, w.version, actor);
    await arrival((c) => c.topic === 'maintenance' && c.keys.includes(String(w.id)), deleted);
  });

  it('hears nothing of a rolled-back write, nor of a statement that changed no row', async () => {
    const from = heard.length;
    await writer.db
      .transaction()
      .execute(async (tx) => {
        await new FleetService(tx).ingestDevices([device('feed-rolled-back')], Date.now());
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await sql`UPDATE devices SET state = 1 WHERE name = 'no-such-device'`.execute(writer.db);
    await settle();
    expect(heard.slice(from).filter((c) => c.keys[0]?.startsWith('marker-') !== true)).toEqual([]);
  });

  it('announces a 10,000-device import in a few records, the bulk statements without keys', async () => {
    await settle();
    const from = heard.length;
    const rows = Array.from({ length: 10_000 }, (_, i) => device(`feed-bulk-${String(i).padStart(5, '0')}`, { product_category: 'Bulk' }));
    await fleet().ingestDevices(rows, Date.now());
    await settle();
    const devices = heard.slice(from).filter((c) => c.topic === 'device');
    expect(devices.length).toBeGreaterThan(0);
    expect(devices.length).toBeLessThanOrEqual(5);
    expect(devices.some((c) => c.keys.length === 0)).toBe(true);
    expect(heard.length - from).toBeLessThanOrEqual(20);
  });

  it('splits the keys of one statement over records that each fit a NOTIFY payload', async () => {
    await settle();
    const [from, fromRaw] = [heard.length, raw.length];
    const names = Array.from({ length: 400 }, (_, i) => `feed-long-${String(i).padStart(3, '0')}-${'x'.repeat(60)}`);
    await sql`INSERT INTO devices (name, state) SELECT unnest(${names}::text[]), 5`.execute(writer.db);
    await settle();
    const records = heard.slice(from).filter((c) => c.topic === 'device');
    expect(records.length).toBeGreaterThan(1);
    expect(records.flatMap((c) => c.keys).sort()).toEqual(names);
    const payloads = raw.slice(fromRaw).filter((p) => p.includes('feed-long-'));
    expect(payloads).toHaveLength(records.length);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(7_900);
  });

  it('skips and counts a malformed payload; the records after it still arrive', async () => {
    const bad = async () => (await liveRecords.get()).values.find((v) => v.labels.topic === 'bad')?.value ?? 0;
    const before = await bad();
    const from = heard.length;
    await sql`SELECT pg_notify('nms_live', 'not a record'), pg_notify('nms_live', '{"id":"1","topic":"nope","keys":[]}')`.execute(writer.db);
    await settle();
    expect(heard.slice(from).map((c) => c.topic)).toEqual(['config']);
    expect(await bad()).toBe(before + 2);
  });

  it('keeps what arrived for replay after an id, in arrival order', async () => {
    await settle();
    const last = heard[heard.length - 1];
    await fleet().ingestDevices([device('feed-replay-1')], Date.now());
    await fleet().ingestDevices([device('feed-replay-2')], Date.now());
    await settle();
    expect(app.live.recent(last.id)).toEqual(heard.slice(heard.indexOf(last) + 1));
  });

  it.runIf(engine === 'postgres')('reconnects after its session is killed, resyncs its subscribers, and hears the writes after', async () => {
    let resyncs = 0;
    const resynced = new Promise<void>((resolve) => app.live.onResync(() => (resyncs++, resolve())));
    const before = heard[heard.length - 1];
    const { rows } = await sql<{ killed: boolean }>`
      SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
       WHERE application_name = ${LIVE_APPLICATION_NAME} AND datname = current_database()`.execute(writer.db);
    expect(rows).toEqual([{ killed: true }]);
    await resynced;
    expect(resyncs).toBe(1);
    // What came before the gap can no longer be replayed: a stream resuming from it must refetch.
    expect(app.live.recent(before.id)).toBeUndefined();
    const from = heard.length;
    await fleet().ingestDevices([device('feed-after-gap')], Date.now());
    await arrival((c) => c.topic === 'device' && c.keys.includes('feed-after-gap'), from);
  });
});
