import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const DAY = 86_400_000;
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

describe.each(engines)('API tokens on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(() => h.close());

  const create = (body: Record<string, unknown>, headers = h.admin) =>
    h.app.inject({ method: 'POST', url: '/api/v1.0/admin/api-tokens', headers, payload: body });
  const list = () => h.app.inject({ method: 'GET', url: '/api/v1.0/admin/api-tokens', headers: h.admin });
  const revoke = (id: number) => h.app.inject({ method: 'DELETE', url: `/api/v1.0/admin/api-tokens/${id}`, headers: h.admin });
  const patch = (id: number, body: Record<string, unknown>) =>
    h.app.inject({ method: 'PATCH', url: `/api/v1.0/admin/api-tokens/${id}`, headers: h.admin, payload: body });
  const me = (secret: string) => h.app.inject({ method: 'GET', url: '/api/v1.0/user/me', headers: bearer(secret) });
  const audit = async (target: string) =>
    (
      await sql<{ action: string; actor_name: string; detail: unknown }>`
      SELECT action, actor_name, detail FROM audit_log WHERE action LIKE 'api-token.%' AND detail::text LIKE ${`%${target}%`} ORDER BY id`.execute(
        h.database.db,
      )
    ).rows;

  it('creates a personal token, which acts as its owner, shows its last use, and is refused once revoked', async () => {
    const made = await create({ kind: 'personal', name: 'my laptop', scopes: ['read', 'actions'] });
    expect(made.statusCode).toBe(201);
    const token = made.json();
    expect(token).toMatchObject({
      kind: 'personal',
      name: 'my laptop',
      ownerSub: 'admin',
      ownerName: 'admin',
      scopes: ['read', 'actions'],
      status: 'active',
      createdBy: 'admin',
    });
    expect(token.secret).toMatch(/^nmst_/);
    expect(token.secret.startsWith(token.prefix)).toBe(true);
    // The default expiry is the longest lifetime (API_TOKEN_MAX_DAYS, 365 days).
    expect(token.expiresAt - token.createdAt).toBe(365 * DAY);

    const used = await me(token.secret);
    expect(used.statusCode).toBe(200);
    // The admin's groups, narrowed by the token's scopes: no admin permission through a token.
    expect(used.json()).toMatchObject({ sub: 'admin', tokenKind: 'api-token', scopes: ['read', 'actions'], isAdmin: false });
    expect(used.json().permissions).toEqual(['read', 'troubleshoot', 'pam', 'acknowledge', 'secured-actions']);

    const listed = list();
    const row = (await listed).json().data.find((t: { id: number }) => t.id === token.id);
    expect(row.lastUsedAt).toBeGreaterThanOrEqual(token.createdAt);
    expect(row.lastUsedAddress).toBeTruthy();

    const revoked = await revoke(token.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked', revokedBy: 'admin' });
    expect((await me(token.secret)).statusCode).toBe(401);
    // Revoking twice is idempotent: the same row, no second audit entry.
    const again = await revoke(token.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
    expect((await audit('my laptop')).map((e) => e.action)).toEqual(['api-token.create', 'api-token.revoke']);
    const targets = await sql<{ target: string | null; actor_name: string }>`
      SELECT target, actor_name FROM audit_log WHERE action LIKE 'api-token.%' AND target LIKE ${`api-token:${token.id} %`}`.execute(h.database.db);
    expect(targets.rows).toEqual([
      { target: `api-token:${token.id} my laptop`, actor_name: 'admin' },
      { target: `api-token:${token.id} my laptop`, actor_name: 'admin' },
    ]);
    // A revoked token cannot be given a new expiry.
    expect((await patch(token.id, { expiresAt: Date.now() + DAY })).statusCode).toBe(409);
  });

  it('a read-scoped service token reads but may not run an action, write the CMDB or ingest (403 naming the scope)', async () => {
    const { secret, name } = (await create({ kind: 'service', name: 'reporting script', scopes: ['read'] })).json();
    const used = await me(secret);
    expect(used.json()).toMatchObject({ sub: 'service:reporting script', name, scopes: ['read'], permissions: ['read'] });
    expect((await h.app.inject({ method: 'GET', url: '/api/v1.0/es/devices/summary', headers: bearer(secret) })).statusCode).toBe(200);
    const refused = [
      await h.app.inject({ method: 'GET', url: '/api/v1.0/action/device/ping?device_name=any', headers: bearer(secret) }),
      await h.app.inject({ method: 'POST', url: '/api/v1.0/action/devices/dcSwitch', headers: bearer(secret), payload: { device_names: ['any'] } }),
      await h.app.inject({ method: 'POST', url: '/api/v1.0/svn/svi_hughes_satellites', headers: bearer(secret), payload: { name: 'X' } }),
      await h.app.inject({ method: 'POST', url: '/api/v1.0/ingest/devices', headers: bearer(secret), payload: [] }),
      await h.app.inject({ method: 'GET', url: '/api/v1.0/admin/api-tokens', headers: bearer(secret) }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(refused[0].json().message).toMatch(/actions scope/);
    expect(refused[2].json().message).toMatch(/cmdb scope/);
    expect(refused[3].json().message).toMatch(/ingest scope/);
  });

  it('an actions-scoped service token may run an action', async () => {
    const { secret } = (await create({ kind: 'service', name: 'runbook', scopes: ['read', 'actions'] })).json();
    const r = await h.app.inject({ method: 'GET', url: '/api/v1.0/action/device/ping?device_name=nowhere', headers: bearer(secret) });
    expect(r.statusCode).not.toBe(403);
    expect(r.statusCode).not.toBe(401);
  });

  it('refuses an expired token, and "expire now" expires a token at once', async () => {
    const { id, secret } = (await create({ kind: 'service', name: 'short lived', scopes: ['read'], expiresAt: Date.now() + DAY })).json();
    expect((await me(secret)).statusCode).toBe(200);
    const expired = await patch(id, { expiresAt: Date.now() });
    expect(expired.statusCode).toBe(200);
    expect(expired.json().status).toBe('expired');
    expect((await me(secret)).statusCode).toBe(401);
    expect((await audit('short lived')).map((e) => e.action)).toEqual(['api-token.create', 'api-token.expire']);
    // Extending it again (within the limit) makes it work again.
    expect((await patch(id, { expiresAt: Date.now() + DAY })).json().status).toBe('active');
    expect((await me(secret)).statusCode).toBe(200);
  });

  it('stores only the hash of the secret, and never answers it in the list', async () => {
    const { id, secret } = (await create({ kind: 'service', name: 'hashed', scopes: ['read'] })).json();
    const stored = (await sql<Record<string, unknown>>`SELECT * FROM api_tokens WHERE id = ${id}`.execute(h.database.db)).rows[0];
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const body = (await list()).body;
    expect(body).not.toContain(secret);
    expect(body).not.toContain('token_hash');
    expect(JSON.stringify(await audit('hashed'))).not.toContain(secret);
  });

  it('answers 400 naming the field for bad input, 404 for an unknown id', async () => {
    const bad = async (body: Record<string, unknown>) => (await create(body)).json().message as string;
    expect((await create({ kind: 'robot', name: 'x', scopes: ['read'] })).statusCode).toBe(400);
    expect(await bad({ kind: 'robot', name: 'x', scopes: ['read'] })).toMatch(/kind/);
    expect(await bad({ kind: 'service', name: '  ', scopes: ['read'] })).toMatch(/^name/);
    expect(await bad({ kind: 'service', name: 'x', scopes: [] })).toMatch(/scopes/);
    expect(await bad({ kind: 'service', name: 'x', scopes: ['admin'] })).toMatch(/scopes/);
    expect(await bad({ kind: 'service', name: 'x', scopes: ['read'], expiresAt: Date.now() - 1000 })).toMatch(/^expiresAt/);
    // null is the longest lifetime, not 0 (the server coerces types: null must not turn into 0).
    const lasting = (await create({ kind: 'service', name: 'null expiry', scopes: ['read'], expiresAt: null })).json();
    expect(lasting.expiresAt - lasting.createdAt).toBe(365 * DAY);
    expect((await patch(lasting.id, { expiresAt: null })).json().message).toMatch(/expiresAt/);
    expect(await bad({ kind: 'service', name: 'x', scopes: ['read'], expiresAt: Date.now() + 400 * DAY })).toMatch(/^expiresAt: at most 365 days/);
    expect((await patch(1, { expiresAt: Date.now() + 400 * DAY })).json().message).toMatch(/^expiresAt/);
    expect((await patch(999_999, { expiresAt: Date.now() })).statusCode).toBe(404);
    expect((await revoke(999_999)).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'DELETE', url: '/api/v1.0/admin/api-tokens/abc', headers: h.admin })).statusCode).toBe(400);
    expect((await h.app.inject({ method: 'DELETE', url: '/api/v1.0/admin/api-tokens/1e20', headers: h.admin })).statusCode).toBe(400);
    expect((await patch(1, { expiresAt: -1e300 })).statusCode).not.toBe(500);
    expect(await bad({ kind: 'service', name: 'a\u0000b', scopes: ['read'] })).toMatch(/name/);
    expect(await bad({ kind: 'service', name: 'x', scopes: ['read', 'read'] })).toMatch(/scopes/);
    expect(await bad({ kind: 'service', name: 'x', scopes: ['read'], owner: 'someone' })).toMatch(/owner/);
  });

  it('is for admins only', async () => {
    for (const headers of [h.viewer, h.operator, h.engineer]) {
      expect((await h.app.inject({ method: 'GET', url: '/api/v1.0/admin/api-tokens', headers })).statusCode).toBe(403);
      expect((await create({ kind: 'service', name: 'sneaky', scopes: ['read'] }, headers)).statusCode).toBe(403);
    }
    expect((await me('nmst_not-a-token')).statusCode).toBe(401);
  });
});
