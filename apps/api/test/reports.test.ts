import { DEVICE_ACTIONS } from '@nms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS } from '../src/modules/reports/catalog';
import { startHarness, type Harness } from './api-harness';
import { DEVICES, SITE, seedSite } from './metrics-fixture';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const [VSAT, AP, LTE, DSL] = DEVICES.map((d) => d.name);
/** Which fixture device offers each report (the catalog decides). */
const DEVICE_FOR: Record<string, string> = {
  'han-report': DSL,
  'active-path-report': DSL,
  'data-usage': AP,
  'bytes-time': AP,
  'signal-strength': LTE,
  sinr: LTE,
  lte: LTE,
  fap: VSAT,
  'mesh-traffic': VSAT,
};

describe.each(engines)('report pages and launch UI on %s', (engine) => {
  let h: Harness;
  const get = (url: string, headers: Record<string, string> = h.operator) => h.app.inject({ method: 'GET', url, headers });
  const link = async (report: string, device: string) => {
    const res = await get(`/api/v1.0/reports/link?report=${report}&device_name=${device}`);
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().url);
  };
  const open = (url: URL) => h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });

  beforeAll(async () => {
    h = await startHarness(engine);
    await seedSite(h.database.db, h.database, Date.now(), 14);
  });
  afterAll(() => h.close());

  it('serves every report action of the catalog with its spec query string and a chart', async () => {
    const reports = DEVICE_ACTIONS.filter((a) => a.kind === 'report').map((a) => a.report!);
    expect(new Set(reports)).toEqual(new Set(REPORTS.keys()));
    expect(new Set(Object.keys(DEVICE_FOR))).toEqual(new Set(REPORTS.keys()));
    for (const report of Object.keys(DEVICE_FOR)) {
      const url = await link(report, DEVICE_FOR[report]);
      expect(url.pathname).toBe(`/reports/${report}`);
      const p = Object.fromEntries(url.searchParams);
      expect(p.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Number(p.expires)).toBeGreaterThan(Date.now() / 1000);
      if (REPORTS.get(report)!.scope === 'device') expect(p).toMatchObject({ deviceid: DEVICE_FOR[report], reportDuration: '1' });
      else expect(p).toMatchObject({ ddlCompanyID: SITE.company, txtSiteID: SITE.location });
      if (report === 'han-report') expect(p.hanDuration).toBe('1');
      if (report === 'bytes-time' || report === 'fap') expect(p).toMatchObject({ ddlTrafficVolume: 'BOTH', grpDurations: 'CURWEEK' });
      if (report === 'mesh-traffic') expect(p).toMatchObject({ ddlReportType: 'MESH', TransportTypes: 'MESHVSAT' });
      const page = await open(url);
      expect(page.statusCode, `${report}: ${page.body.slice(0, 300)}`).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<svg');
      expect(page.body).toContain(REPORTS.get(report)!.label);
      expect(page.body).toMatch(/<td class="num">-?\d/);
    }
  });

  it('answers 403 for a tampered or expired link', async () => {
    const url = await link('data-usage', AP);
    url.searchParams.set('deviceid', VSAT);
    expect((await open(url)).statusCode).toBe(403);
    const hash = await link('data-usage', AP);
    hash.searchParams.set('hash', '0'.repeat(64));
    const denied = await open(hash);
    expect(denied.statusCode).toBe(403);
    expect(denied.body).toContain('not valid');
    const expired = await link('data-usage', AP);
    expired.searchParams.set('expires', '1000');
    expect((await open(expired)).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/reports/nope?deviceid=x' })).statusCode).toBe(404);
  });

  it('refuses links for unknown reports, reports the device does not offer, unknown devices, no token', async () => {
    expect((await get(`/api/v1.0/reports/link?report=nope&device_name=${AP}`)).json().message).toContain('report');
    expect((await get(`/api/v1.0/reports/link?report=fap&device_name=${AP}`)).statusCode).toBe(400);
    expect((await get('/api/v1.0/reports/link?report=fap&device_name=NOPE')).statusCode).toBe(404);
    expect((await get(`/api/v1.0/reports/link?report=fap`)).json().message).toContain('device_name');
    expect((await get(`/api/v1.0/reports/link?report=fap&device_name=${VSAT}`, {})).statusCode).toBe(401);
  });

  it('exposes the launch-UI URL and serves the embedded device page', async () => {
    const cfg = (await h.app.inject({ method: 'GET', url: '/app-config.json' })).json();
    expect(cfg.launchUiUrl).toMatch(/\/launch-ui$/);
    expect(cfg.reportsBaseUrl).toMatch(/\/reports$/);
    // The launch-UI page only opens from a signed link the API hands the signed-in caller (issue 17).
    const link = await h.app.inject({ method: 'GET', url: `/api/v1.0/launch-ui/link?device_name=${VSAT}`, headers: h.operator });
    expect(link.statusCode).toBe(200);
    const signed = new URL(link.json<{ url: string }>().url);
    const page = await h.app.inject({ method: 'GET', url: `${signed.pathname}${signed.search}` });
    expect(page.statusCode).toBe(200);
    for (const text of [VSAT, 'HT2000', '6.9.1.18', '10.16.0.9', '3 days', 'operator']) expect(page.body).toContain(text);
    expect((await h.app.inject({ method: 'GET', url: `/launch-ui?deviceid=${VSAT}&nmpuser=operator` })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/launch-ui?deviceid=NOPE' })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/launch-ui' })).statusCode).toBe(400);
  });
});
