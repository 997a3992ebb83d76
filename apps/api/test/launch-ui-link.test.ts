import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { DEVICES, seedSite } from './metrics-fixture';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const VSAT = DEVICES[0].name;

describe.each(engines)('signed Launch UI links on %s', (engine) => {
  let h: Harness;
  const get = (url: string, headers: Record<string, string> = h.operator) => h.app.inject({ method: 'GET', url, headers });
  const open = (url: URL) => h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const link = async (device: string, headers = h.operator) => {
    const res = await get(`/api/v1.0/launch-ui/link?device_name=${device}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().url);
  };

  beforeAll(async () => {
    h = await startHarness(engine);
    await seedSite(h.database.db, h.database, Date.now(), 1);
  });
  afterAll(() => h.close());

  it("signs deviceid and the caller's nickname (not one from the query) and serves the page", async () => {
    const url = await link(VSAT);
    expect(url.pathname).toBe('/launch-ui');
    const p = Object.fromEntries(url.searchParams);
    expect(p).toMatchObject({ deviceid: VSAT, nmpuser: 'operator' });
    expect(p.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(p.expires)).toBeGreaterThan(Date.now() / 1000);
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    for (const text of [VSAT, 'HT2000', 'operator']) expect(page.body).toContain(text);
    // nmpuser is not a parameter the caller chooses.
    expect((await get(`/api/v1.0/launch-ui/link?device_name=${VSAT}&nmpuser=admin`)).statusCode).toBe(400);
    expect((await link(VSAT, h.engineer)).searchParams.get('nmpuser')).toBe('engineer');
  });

  it('refuses unsigned, tampered and expired links with a clear 403 page', async () => {
    const unsigned = await h.app.inject({ method: 'GET', url: `/launch-ui?deviceid=${VSAT}&nmpuser=operator` });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.body).toContain('Launch UI: access denied');
    expect(unsigned.headers['content-type']).toMatch(/text\/html/);

    const url = await link(VSAT);
    const asAdmin = new URL(url);
    asAdmin.searchParams.set('nmpuser', 'admin');
    expect((await open(asAdmin)).statusCode).toBe(403);
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await open(longer)).statusCode).toBe(403);

    const later = Date.now() + (h.app.config.reports!.linkTtlS + 60) * 1000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      const expired = await open(url);
      expect(expired.statusCode).toBe(403);
      expect(expired.body).toContain('has expired');
    } finally {
      Date.now = realNow;
    }
  });

  it('needs a token with troubleshoot and a known device', async () => {
    expect((await get(`/api/v1.0/launch-ui/link?device_name=${VSAT}`, {})).statusCode).toBe(401);
    const viewer = await get(`/api/v1.0/launch-ui/link?device_name=${VSAT}`, h.viewer);
    expect(viewer.statusCode).toBe(403);
    expect((await get('/api/v1.0/launch-ui/link?device_name=NOPE')).statusCode).toBe(404);
    expect((await get('/api/v1.0/launch-ui/link')).json().message).toContain('device_name');
  });
});
