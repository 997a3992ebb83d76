import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { testEngines } from './test-databases';
import { authHeader, mintToken } from './tokens';

const engines = await testEngines();
const URL = '/api/v1.0/action/devices/pam-suspend';
const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);
/** MM/DD/YYYY HH:mm:ss, UTC: how the conflict message writes a window. */
const utc = (s: number) => new Date(s * 1000).toISOString().replace(/^(\d{4})-(\d\d)-(\d\d)T(\d\d:\d\d:\d\d).*$/, '$2/$3/$1 $4');

interface Schedule {
  device_name: string;
  start_time: number;
  end_time: number;
  info: string;
  user: string;
  version: number;
}

/** Two operators on one device (issue item 2): writes name the version they saw; a stale one is refused. */
describe.each(engines)('pam suspend concurrency on %s', (engine) => {
  let h: Harness;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    h.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const read = async (name: string): Promise<Schedule | undefined> =>
    (await call('GET', `${URL}?device_names=${name}&active=false&missing=empty`, alice)).json().data[0];
  const window = (device_name: string, info: string, extra: object = {}) => ({
    device_name,
    info,
    start_time: now(),
    end_time: now() + 3 * HOUR,
    ...extra,
  });

  beforeAll(async () => {
    h = await startHarness(engine);
    alice = authHeader(await mintToken(h.app, { sub: 'alice-sub', nickname: 'alice', groups: ['nmstools_operator'] }));
    bob = authHeader(await mintToken(h.app, { sub: 'bob-sub', nickname: 'bob', groups: ['nmstools_operator'] }));
    const names = ['pc-1', 'pc-2', 'pc-3', 'pc-4', 'pc-5', 'pc-6'];
    await h.database.db
      .insertInto('devices')
      .values(names.map((name) => ({ name, state: 5 })))
      .execute();
  });
  afterAll(() => h.close());

  it("refuses B's create over A's schedule B has not seen: 409 naming holder and window, A's window intact", async () => {
    const a = await call('POST', URL, alice, [window('pc-1', "alice's window")]);
    expect(a.statusCode).toBe(200);
    const held: Schedule = a.json().data[0];
    expect(held.version).toBeGreaterThanOrEqual(1);

    // B's screen still says 'PAM not suspended': no expected_version (saw none).
    const b = await call('POST', URL, bob, [window('pc-1', "bob's window", { end_time: now() + 5 * HOUR })]);
    expect(b.statusCode).toBe(409);
    expect(b.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: `PAM Suspend of pc-1 was changed by alice: ${utc(held.start_time)} - ${utc(held.end_time)} (alice's window)`,
      current: [held],
    });
    expect(await read('pc-1')).toEqual(held);

    // The whole call is refused: a free device in the same batch is not written either.
    const batch = await call('POST', URL, bob, [window('pc-2', 'batch'), window('pc-1', 'batch', { expected_version: 0 })]);
    expect(batch.statusCode).toBe(409);
    expect(batch.json().current.map((s: Schedule) => s.device_name)).toEqual(['pc-1']);
    expect(await read('pc-2')).toBeUndefined();

    // Having seen A's schedule (its version), B may replace it; the version moves on.
    const seen = await call('POST', URL, bob, [window('pc-1', "bob's window", { expected_version: held.version })]);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data[0]).toMatchObject({ info: "bob's window" });
    expect(seen.json().data[0].version).not.toBe(held.version);
    // A's stale version is now refused in turn.
    expect((await call('POST', URL, alice, [window('pc-1', 'again', { expected_version: held.version })])).statusCode).toBe(409);
  });

  it('lets exactly one of two concurrent creates with the same expected version win', async () => {
    const held: Schedule = (await call('POST', URL, alice, [window('pc-2', 'base')])).json().data[0];
    const [x, y] = await Promise.all([
      call('POST', URL, alice, [window('pc-2', 'from alice', { expected_version: held.version })]),
      call('POST', URL, bob, [window('pc-2', 'from bob', { expected_version: held.version })]),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = x.statusCode === 200 ? [x, y] : [y, x];
    // The loser is shown the winner's schedule, which is what is stored.
    expect(lost.json().current).toEqual(won.json().data);
    expect(await read('pc-2')).toEqual(won.json().data[0]);
    expect((await call('DELETE', `${URL}/pc-2?version=${won.json().data[0].version}`, alice)).statusCode).toBe(200);
  });

  it('lets an ended schedule never block a create', async () => {
    await sql`INSERT INTO pam_suspend_schedules (device_name, info, start_time, end_time, user_name, created_at, updated_at, status)
      VALUES ('pc-3', 'old', ${now() - 5 * HOUR}, ${now() - HOUR}, 'carol', 0, 0, 'expired')`.execute(h.database.db);
    const res = await call('POST', URL, bob, [window('pc-3', 'new')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ device_name: 'pc-3', info: 'new', status: 'pendsus' });
  });

  it('refuses a PUT with a stale version, changing nothing; without a version it edits as before', async () => {
    const created: Schedule = (await call('POST', URL, alice, [window('pc-4', 'first')])).json().data[0];
    const edited = await call('PUT', `${URL}/pc-4`, alice, {
      info: 'edited',
      start_time: created.start_time,
      end_time: created.end_time,
      version: created.version,
    });
    expect(edited.statusCode).toBe(200);
    const current: Schedule = edited.json();
    expect(current.version).not.toBe(created.version);

    const stale = await call('PUT', `${URL}/pc-4`, bob, {
      info: 'stale edit',
      start_time: created.start_time,
      end_time: created.end_time,
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(`PAM Suspend of pc-4 was changed by alice: ${utc(current.start_time)} - ${utc(current.end_time)} (edited)`);
    expect(stale.json().current).toEqual([current]);
    expect(await read('pc-4')).toEqual(current);

    const blind = await call('PUT', `${URL}/pc-4`, bob, { info: 'blind', start_time: current.start_time, end_time: current.end_time });
    expect(blind.statusCode).toBe(200);
    expect(blind.json()).toMatchObject({ info: 'blind', user: 'bob' });
  });

  it('refuses DELETEs with stale versions (nothing removed); a gone schedule answers the 404 message', async () => {
    const [five, six]: Schedule[] = (await call('POST', URL, alice, [window('pc-5', 'five'), window('pc-6', 'six')])).json().data;
    const bumped: Schedule = (
      await call('PUT', `${URL}/pc-5`, alice, { info: 'five bis', start_time: five.start_time, end_time: five.end_time, version: five.version })
    ).json();

    const one = await call('DELETE', `${URL}/pc-5?version=${five.version}`, bob);
    expect(one.statusCode).toBe(409);
    expect(one.json().current).toEqual([bumped]);
    const many = await call('DELETE', `${URL}?device_names=pc-6,pc-5&versions=${six.version},${five.version}`, bob);
    expect(many.statusCode).toBe(409);
    expect(many.json().current.map((s: Schedule) => s.device_name)).toEqual(['pc-5']);
    expect(await read('pc-5')).toEqual(bumped);
    expect(await read('pc-6')).toEqual(six);

    expect((await call('DELETE', `${URL}?device_names=pc-6,pc-5&versions=${six.version}`, bob)).statusCode).toBe(400);
    const ok = await call('DELETE', `${URL}?device_names=pc-6,pc-5&versions=${six.version},${bumped.version}`, bob);
    expect(ok.json()).toEqual({ device_names: ['pc-5', 'pc-6'], removed: 2 });

    const gone = await call('DELETE', `${URL}/pc-5?version=${bumped.version}`, alice);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No PAM Schedule found for pc-5');
  });

  it('answers 400 naming the field for a malformed version', async () => {
    for (const url of [`${URL}/pc-2?version=abc`, `${URL}/pc-2?version=1e309`, `${URL}/pc-2?version=-1`]) {
      const res = await call('DELETE', url, alice);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain('version');
    }
    const list = await call('DELETE', `${URL}?device_names=pc-2&versions=x`, alice);
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toContain('versions');
    for (const version of [1.5, 'two', -3]) {
      const res = await call('PUT', `${URL}/pc-2`, alice, { info: 'x', start_time: now(), end_time: now() + 3 * HOUR, version });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('version');
    }
    const post = await call('POST', URL, alice, [window('pc-2', 'x', { expected_version: 'old' })]);
    expect(post.statusCode).toBe(400);
    expect(post.json().message).toContain('expected_version');
  });

  it('answers a device without a schedule with no rows when missing=empty, the spec 404 otherwise', async () => {
    const empty = await call('GET', `${URL}?device_names=pc-2&active=true&missing=empty`, alice);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: [], total: 0 });
    const spec = await call('GET', `${URL}?device_names=pc-2&active=true`, alice);
    expect(spec.statusCode).toBe(404);
    expect(spec.json().message).toBe('No PAM Schedule found for pc-2');
    expect((await call('GET', `${URL}?device_names=pc-2&missing=yes`, alice)).statusCode).toBe(400);
  });
});
