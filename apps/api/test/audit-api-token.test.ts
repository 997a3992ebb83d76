import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();

/** Issue 30 item 13: a call made with an API token names the token in its audit entry and export. */
describe.each(engines)('audit entries of API-token calls on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(() => h.close());

  const entries = async (q: string) =>
    (await h.app.inject({ method: 'GET', url: `/api/v1.0/admin/audit-log?q=${encodeURIComponent(q)}`, headers: h.admin })).json().data;

  it("names the token's prefix and name; an interactive call names none", async () => {
    const made = await h.app.inject({
      method: 'POST',
      url: '/api/v1.0/admin/api-tokens',
      headers: h.admin,
      payload: { kind: 'service', name: 'nightly sync', scopes: ['read'] },
    });
    expect(made.statusCode).toBe(201);
    const token = made.json() as { id: number; prefix: string; secret: string };
    // A read-scoped token asking for a write: refused (403) and audited by the hook.
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/v1.0/admin/api-tokens',
      headers: { authorization: `Bearer ${token.secret}` },
      payload: { kind: 'service', name: 'not made', scopes: ['read'] },
    });
    expect(refused.statusCode).toBe(403);
    const [byToken] = await entries('actor:"nightly sync" AND outcome:refused');
    expect(byToken).toMatchObject({ apiToken: `${token.prefix} nightly sync` });
    const [interactive] = await entries('action:"api-token.create" AND actor:admin');
    expect(interactive.apiToken).toBeNull();
    const csv = (
      await h.app.inject({ method: 'GET', url: `/api/v1.0/admin/audit-log/export?q=${encodeURIComponent('actor:"nightly sync"')}`, headers: h.admin })
    ).body;
    expect(csv.split('\r\n')[0]).toContain('API Token');
    expect(csv).toContain(`${token.prefix} nightly sync`);
  });
});
