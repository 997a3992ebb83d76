import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { T0, seedNetworkEvents } from './network-events-fixture';
import { testEngines } from './test-databases';

/*
 * The grids' Lucene `query` on the issue-5 lists (search panel and column filters), AND-ed with
 * each call's own conditions. The queries are written as the web grid sends them
 * (grid-query.ts / lucene.ts): `f:*text*` per search field, escaped literals, ranges.
 */
const engines = await testEngines();

interface Body {
  data: Array<Record<string, unknown>>;
  total: number;
}
const column = (body: Body, key: string) => body.data.map((r) => r[key]);

describe.each(engines)('Lucene query on the device, network event and impacted device lists on %s', (engine) => {
  let h: Harness;
  const get = (path: string, params: Record<string, string | number>) => {
    const qs = Object.entries(params)
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&');
    return h.app.inject({ method: 'GET', url: `/api/v1.0${path}?${qs}`, headers: h.operator });
  };
  const ok = async (path: string, params: Record<string, string | number>): Promise<Body> => {
    const res = await get(path, params);
    expect(res.statusCode, `${path} ${JSON.stringify(params)}: ${res.body}`).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    h = await startHarness(engine);
    await seedNetworkEvents(h.database.db);
  });
  afterAll(() => h.close());

  it("filters a device's active alerts, AND-ed with the device and its visibility", async () => {
    const alerts = (query: string, visibility = 'External') => ok('/es/device/alerts', { device_name: 'NE-A1', visibility, query });
    expect(column(await alerts('severity:1'), 'name')).toEqual(['NE-A1/Event0']);
    expect(await alerts('severity:2')).toMatchObject({ data: [], total: 0 }); // Event2 is Internal
    expect(column(await alerts('severity:2', 'Internal'), 'name')).toEqual(['NE-A1/Event2']);
    // The search panel: *text* in each searchable column; escaped blanks; case-insensitive.
    expect(column(await alerts('(eventDisplayName:*event\\ 3* OR name:*event\\ 3*)'), 'name')).toEqual(['NE-A1/Event3']);
    // A bare word searches the default field (elementName): another device's name matches nothing here.
    expect((await alerts('NE-A2')).total).toBe(0);
    expect((await alerts('*NE-A*')).total).toBe(3);
    expect((await alerts('*')).total).toBe(3);
    expect((await alerts('active:false')).total).toBe(0);
    const page = await ok('/es/device/alerts', { device_name: 'NE-A1', visibility: 'Internal', query: 'severity:[2 TO 4]', limit: 2 });
    expect(page.total).toBe(3);
    expect(column(page, 'name')).toEqual(['NE-A1/Event3', 'NE-A1/Event1']);
  });

  it("filters a device's archived alerts", async () => {
    const archived = (query: string, visibility = 'Internal') => ok('/es/device/historical-alerts', { device_name: 'NE-A1', visibility, query });
    expect(column(await archived('severity:[2 TO 3]'), 'name')).toEqual(['NE-A1/Event5', 'NE-A1/Event4']);
    expect(column(await archived('severity:[2 TO 3]', 'External'), 'name')).toEqual(['NE-A1/Event4']);
    expect(column(await archived(`lastNotifiedAt:>=${T0 + 6000}`), 'name')).toEqual(['NE-A1/Event6', 'NE-A1/Event5']);
    expect(column(await archived('NOT severity:5'), 'name')).toEqual(['NE-A1/Event5', 'NE-A1/Event4']);
  });

  it('filters network events over name, impact, caseId and the times, counting the matches', async () => {
    const events = (query: string, active = false) => ok('/es/network-events', { active: String(active), query });
    expect(await events('caseId:*0002*')).toMatchObject({ total: 1, data: [{ caseId: 'CAS-70000002' }] });
    // Bare words look in name and caseId.
    expect(column(await events('*beam*'), 'caseId')).toEqual(['CAS-70000003', 'CAS-70000001']);
    expect(column(await events('*beam*', true), 'caseId')).toEqual(['CAS-70000003']);
    expect(column(await events('CAS-70000004'), 'name')).toEqual(['DATACENTER:DUP']);
    // The search panel escapes the group key's colon.
    expect(column(await events('(name:*BEAM\\:B1* OR caseId:*BEAM\\:B1*)'), 'caseId')).toEqual(['CAS-70000003', 'CAS-70000001']);
    expect((await events('name:BEAM\\:B1')).total).toBe(2);
    expect(column(await events('impact:>=40 AND NOT impact:100'), 'caseId')).toEqual(['CAS-70000003', 'CAS-70000001']);
    expect(column(await events(`startTime:[${T0 + 1000} TO ${T0 + 3000}]`), 'caseId')).toEqual(['CAS-70000003', 'CAS-70000002', 'CAS-70000001']);
    expect(column(await events("endTime:''"), 'caseId')).toEqual(['CAS-70000005', 'CAS-70000003', 'CAS-70000002']);
    expect((await events(`endTime:<${T0 + 1000}`)).total).toBe(1);
    const page = await ok('/es/network-events', { active: 'false', query: 'name:CUSTOMER* OR name:BEAM*', limit: 1, sort: 'caseId', order: 'asc' });
    expect(page).toMatchObject({ total: 3, data: [{ caseId: 'CAS-70000001' }] });
    expect((await events('*')).total).toBe(5);
  });

  it("filters a device's network events, AND-ed with its groups", async () => {
    const events = (query: string) => ok('/es/device/network-events', { device_name: 'NE-A1', active: 'false', query });
    expect(column(await events('name:CUSTOMER*'), 'caseId')).toEqual(['CAS-70000002']);
    expect(column(await events('impact:<50'), 'caseId')).toEqual(['CAS-70000001']);
    // Events of groups the device is not in stay out, whatever the query.
    expect((await events('*DUP*')).total).toBe(0);
    expect((await events('caseId:CAS-70000004 OR caseId:CAS-70000003')).total).toBe(1);
  });

  it("filters a group's impacted devices; the total counts the matches", async () => {
    const devices = (query: string, limit = 100) => ok('/es/impacted-devices', { device_group: 'BEAM:B1', query, limit });
    expect(await devices('state:5')).toMatchObject({ total: 1, data: [{ name: 'NE-A3' }] });
    // Full pages: the total is the count of matches, not the group's 5 members.
    expect(await devices('nmd:CUSTY', 1)).toMatchObject({ total: 2, data: [{ name: 'NE-A3' }] });
    expect(await devices('className:*switch*', 1)).toMatchObject({ total: 2, data: [{ name: 'NE-A4' }] });
    expect(await devices('state:(1 OR 2)', 2)).toMatchObject({ total: 2 });
    expect((await devices('state:[1 TO 4]', 1)).total).toBe(4);
    expect(column(await devices('*a2*'), 'name')).toEqual(['NE-A2']);
    expect(column(await devices("napSource:''"), 'name')).toEqual(['NE-A4', 'NE-A5']);
    expect(column(await devices("NOT napSource:''"), 'name')).toEqual(['NE-A1', 'NE-A2', 'NE-A3']);
    expect(column(await devices('(name:*A1* OR nmd:*A1* OR stateUSA:*tx*)'), 'name')).toEqual(['NE-A1', 'NE-A3']);
    // Devices outside the group stay out (NE-LONELY is CUSTZ too).
    expect(column(await devices('nmd:CUSTZ'), 'name')).toEqual(['NE-A5']);
    expect((await devices('*', 2)).total).toBe(5);
    const page = await ok('/es/impacted-devices', {
      device_group: 'BEAM:B1',
      query: 'NOT state:5',
      sort: 'state',
      order: 'desc',
      offset: 1,
      limit: 2,
    });
    expect(page).toMatchObject({ total: 4 });
    expect(column(page, 'state')).toEqual([3, 2]);
  });

  it('answers 400 naming an unknown field or the position of a syntax error', async () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ['/es/device/alerts', { device_name: 'NE-A1', query: 'bogus:1' }, 'bogus'],
      ['/es/device/historical-alerts', { device_name: 'NE-A1', query: 'severity:(1' }, 'position'],
      ['/es/device/alerts', { device_name: 'NE-A1', query: 'severity:high' }, 'severity'],
      ['/es/network-events', { query: 'severity:1' }, 'severity'],
      ['/es/network-events', { query: 'impact:lots' }, 'impact'],
      ['/es/device/network-events', { device_name: 'NE-A1', query: 'active:true' }, 'active'],
      ['/es/device/network-events', { device_name: 'NE-A1', query: 'name:"BEAM' }, 'position'],
      ['/es/impacted-devices', { device_group: 'BEAM:B1', query: 'memberOf:x' }, 'memberOf'],
      ['/es/impacted-devices', { device_group: 'BEAM:B1', query: 'state:*5' }, 'state'],
    ];
    for (const [path, params, word] of cases) {
      const res = await get(path, params);
      expect(res.statusCode, `${path} ${params.query}`).toBe(400);
      expect(res.json().message, `${path} ${params.query}`).toContain(word);
    }
  });
});
