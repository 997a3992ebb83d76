import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const URL = '/api/v1.0/saved-views';

describe.each(engines)('saved views on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(() => h.close());

  const create = (headers: Record<string, string>, body: Record<string, unknown>) =>
    h.app.inject({ method: 'POST', url: URL, headers, payload: body });
  const list = (headers: Record<string, string>, path?: string) =>
    h.app.inject({ method: 'GET', url: path ? `${URL}?path=${encodeURIComponent(path)}` : URL, headers });
  const put = (headers: Record<string, string>, id: number, body: Record<string, unknown>) =>
    h.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers, payload: body });
  const names = (body: { data: Array<{ name: string }> }) => body.data.map((v) => v.name).sort();
  const view = (name: string, visibility: string, search = '?query=name:ACME*') => ({ name, visibility, path: '/manage-devices', search });

  it('lists the caller’s own views and the shared ones, never another user’s private view', async () => {
    const mine = await create(h.operator, view('Op private', 'private'));
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({
      name: 'Op private',
      visibility: 'private',
      owner: 'operator',
      own: true,
      version: 1,
      search: '?query=name:ACME*',
    });
    expect((await create(h.operator, view('Op shared', 'shared', '?query=state:1'))).statusCode).toBe(201);
    expect((await create(h.admin, view('Admin private', 'private'))).statusCode).toBe(201);
    expect((await create(h.admin, { ...view('Admin shared elsewhere', 'shared'), path: '/svn' })).statusCode).toBe(201);

    expect(names((await list(h.operator)).json())).toEqual(['Admin shared elsewhere', 'Op private', 'Op shared']);
    expect(names((await list(h.admin)).json())).toEqual(['Admin private', 'Admin shared elsewhere', 'Op shared']);
    // A viewer reads and keeps views too (docs/decisions/console-ux.md), and sees only the shared ones of others.
    expect(names((await list(h.viewer, '/manage-devices')).json())).toEqual(['Op shared']);
    const shared = (await list(h.admin, '/manage-devices')).json().data.find((v: { name: string }) => v.name === 'Op shared');
    expect(shared).toMatchObject({ owner: 'operator', own: false, search: '?query=state:1' });
    expect((await create(h.viewer, view('Viewer own', 'shared'))).statusCode).toBe(201);
  });

  it('refuses an update made on a stale version (409 with the current view) and audits each write', async () => {
    const made = (await create(h.operator, view('Stale test', 'private'))).json();
    const first = await put(h.operator, made.id, { name: 'Renamed', visibility: 'shared', version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Renamed', visibility: 'shared', version: 2 });
    const stale = await put(h.operator, made.id, { search: '?query=x', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('changed meanwhile');
    expect(stale.json().current).toMatchObject({ name: 'Renamed', version: 2 });
    expect((await h.app.inject({ method: 'DELETE', url: `${URL}/${made.id}?version=1`, headers: h.operator })).statusCode).toBe(409);
    expect((await h.app.inject({ method: 'DELETE', url: `${URL}/${made.id}?version=2`, headers: h.operator })).statusCode).toBe(200);
    const { rows } = await sql<{ action: string; actor_name: string }>`
      SELECT action, actor_name FROM audit_log WHERE target = ${`saved-view:${made.id}`} ORDER BY id`.execute(h.database.db);
    expect(rows).toEqual([
      { action: 'saved-view.create', actor_name: 'operator' },
      { action: 'saved-view.update', actor_name: 'operator' },
      { action: 'saved-view.delete', actor_name: 'operator' },
    ]);
  });

  it("keeps others' views theirs: a shared one is 403 to edit, a private one 404; an admin may delete a shared one", async () => {
    const shared = (await create(h.operator, view('Team view', 'shared'))).json();
    const priv = (await create(h.operator, view('Secret view', 'private'))).json();
    expect((await put(h.engineer, shared.id, { name: 'Mine now', version: 1 })).statusCode).toBe(403);
    expect((await put(h.engineer, priv.id, { name: 'Mine now', version: 1 })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'DELETE', url: `${URL}/${shared.id}`, headers: h.engineer })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'DELETE', url: `${URL}/${priv.id}`, headers: h.admin })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'DELETE', url: `${URL}/${shared.id}`, headers: h.admin })).statusCode).toBe(200);
    expect((await put(h.operator, 999_999, { name: 'x', version: 1 })).statusCode).toBe(404);
  });

  it('answers bad input with a 400 naming the field, and a repeated name with a 409', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...view('   ', 'private') }, 'name'],
      [{ ...view('', 'private') }, 'name'],
      [{ ...view('x', 'public') }, 'visibility'],
      [{ ...view('x', 'private'), path: 'manage-devices' }, 'path'],
      [{ ...view('x', 'private'), search: 'query=a' }, 'search'],
      [{ ...view('x'.repeat(81), 'private') }, 'name'],
      [{ name: 'x', visibility: 'private', search: '' }, 'path'],
    ];
    for (const [body, field] of cases) {
      const res = await create(h.operator, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    const made = (await create(h.operator, view('Twice', 'private'))).json();
    expect((await put(h.operator, made.id, { version: 'one' })).json().message).toContain('version');
    expect((await put(h.operator, made.id, { name: 'Twice' })).json().message).toContain('version');
    const again = await create(h.operator, view('Twice', 'shared'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('name');
    expect((await h.app.inject({ method: 'GET', url: `${URL}/abc`, headers: h.operator })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'PUT', url: `${URL}/abc`, headers: h.operator, payload: { version: 1 } })).json().message).toContain('id');
  });
});

describe.each(engines)('customer search on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
    const rows = [
      ['CS-1', 'PETROCO'],
      ['CS-2', 'PETROCO'],
      ['CS-3', 'BIGPETRO'],
      ['CS-4', 'ACME'],
      ['CS-5', 'PET_SHOP'],
    ].map(([name, nmd]) => ({ name, nmd }));
    await h.database.db.insertInto('devices').values(rows).execute();
  });
  afterAll(() => h.close());
  const search = (q: string) => h.app.inject({ method: 'GET', url: `/api/v1.0/search/customers?query=${encodeURIComponent(q)}`, headers: h.viewer });

  it('finds customers containing the text, prefix matches first, with device counts', async () => {
    const res = await search('petr');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { customer: 'PETROCO', device_count: 2 },
      { customer: 'BIGPETRO', device_count: 1 },
    ]);
    // A LIKE wildcard typed is a character: 'O_O' does not match PETROCO's 'OCO'.
    expect((await search('o_o')).json().data).toEqual([]);
    expect((await search('pet_')).json().data).toEqual([{ customer: 'PET_SHOP', device_count: 1 }]);
    const short = await search('pe');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('query');
  });
});
