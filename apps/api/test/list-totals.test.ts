import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { testEngines } from './test-databases';

/**
 * Every list route answers its total by one rule (resolveTotal in src/db/paged-list/page.ts): a
 * page with nothing after it is its own exact count ('eq'); otherwise a capped count, exact up to
 * EXACT_TOTAL_LIMIT (5,000) and past it a true lower bound (5,001, 'gte'), with `totalEstimate`
 * only when the planner expects 50,000 matches or more. Each list below holds 5,200 matching rows
 * (seeded straight into its table, ANALYZEd so no estimate reaches 50,000): its first page of 10
 * must say 5,001+, and its last page (or a filter narrowing it to one row) the exact count.
 */

const engines = await testEngines();

/** Matching rows of every list: more than EXACT_TOTAL_LIMIT. */
const N = 5_200;
/** A capped count past EXACT_TOTAL_LIMIT: the lower bound every first page must answer. */
const LOWER_BOUND = 5_001;
/** The last page: offset N - 10 with limit 100 holds the last 10 rows and nothing after them. */
const END = `offset=${N - 10}&limit=100`;
/** The device every per-device list belongs to. */
const DEVICE = 'totdev00001';
/** The group of the impacted-devices and network-event lists (every seeded device is a member). */
const GROUP = 'TOTALS:all';
/** Unix seconds, for the PAM schedules (their list shows only schedules not yet ended). */
const NOW_S = Math.floor(Date.now() / 1000);
/** sf_cases hsvc_start_time of the seeded cases: inside the window the sf_cases calls ask for. */
const CASES_FROM = Date.parse('2025-01-01T01:00:00Z');
const CASES_WINDOW = 'start_date=2025-01-01T00:00:00Z&end_date=2025-01-02T00:00:00Z';

const q = (query: string) => `query=${encodeURIComponent(query)}`;

interface Answer {
  data: unknown[];
  total: number;
  totalRelation?: 'eq' | 'gte';
  totalEstimate?: number;
}

interface Case {
  list: string;
  /** The first page (offset 0, limit 10) of a list of N matching rows. */
  first: string;
  /** A page with nothing after it (the last page, or a filter narrowing to a few rows) and its rows. */
  end: { url: string; rows: number; total: number };
}

/** One case per list route (URLs without the /api/v1.0 prefix). */
const CASES: Case[] = [
  {
    list: 'audit log (admin/audit-log)',
    first: `/admin/audit-log?q=${encodeURIComponent('action:totalsseed')}&limit=10`,
    end: { url: `/admin/audit-log?q=${encodeURIComponent('action:totalsseed AND target:totaltarget00042')}&limit=10`, rows: 1, total: 1 },
  },
  {
    list: 'PAM suspend schedules (action/devices/pam-suspend)',
    first: '/action/devices/pam-suspend?limit=10',
    end: { url: `/action/devices/pam-suspend?${END}`, rows: 10, total: N },
  },
  {
    list: 'CMDB collection (svn/svi_hughes_ems)',
    first: '/svn/svi_hughes_ems?limit=10',
    end: { url: `/svn/svi_hughes_ems?${END}`, rows: 10, total: N },
  },
  {
    list: 'network events (es/network-events)',
    first: '/es/network-events?active=false&limit=10',
    end: { url: `/es/network-events?active=false&${q('caseId:TOTCASE00042')}&limit=10`, rows: 1, total: 1 },
  },
  {
    list: "a device's network events (es/device/network-events)",
    first: `/es/device/network-events?device_name=${DEVICE}&active=false&limit=10`,
    end: { url: `/es/device/network-events?device_name=${DEVICE}&active=false&${END}`, rows: 10, total: N },
  },
  {
    list: 'impacted devices, filtered (es/impacted-devices with query)',
    first: `/es/impacted-devices?device_group=${encodeURIComponent(GROUP)}&${q('nmd:TOTALS')}&limit=10`,
    end: { url: `/es/impacted-devices?device_group=${encodeURIComponent(GROUP)}&${q('name:totdev00042')}&limit=10`, rows: 1, total: 1 },
  },
  {
    list: 'EM7 events of a device (em7/events)',
    first: '/em7/events?stack_id=77&device_id=7701&limit=10',
    end: { url: `/em7/events?stack_id=77&device_id=7701&${END}`, rows: 10, total: N },
  },
  {
    list: 'NMC SF cases (nmc/sf_cases)',
    first: `/nmc/sf_cases?${CASES_WINDOW}&limit=10`,
    end: { url: `/nmc/sf_cases?${CASES_WINDOW}&${q('case_number:TOTCASE00042')}&limit=10`, rows: 1, total: 1 },
  },
  {
    list: 'Cradlepoint ECM (cradlepoint/ecm)',
    first: '/cradlepoint/ecm?limit=10',
    end: { url: `/cradlepoint/ecm?${END}`, rows: 10, total: N },
  },
  {
    list: 'Cradlepoint combined (cradlepoint)',
    first: '/cradlepoint?limit=10',
    end: { url: `/cradlepoint?${END}`, rows: 10, total: N },
  },
  {
    list: 'active alerts (es/alerts, keyset)',
    first: `/es/alerts?${q('nmd:TOTALS AND active:true')}&limit=10`,
    end: { url: `/es/alerts?${q('nmd:TOTALS AND active:true')}&${END}`, rows: 10, total: N },
  },
  {
    list: 'archived alerts (es/historical-alerts, keyset)',
    first: `/es/historical-alerts?${q('nmd:TOTALS AND active:false')}&limit=10`,
    end: { url: `/es/historical-alerts?${q('nmd:TOTALS AND active:false')}&${END}`, rows: 10, total: N },
  },
  {
    list: "a device's active alerts (es/device/alerts, keyset)",
    first: `/es/device/alerts?device_name=${DEVICE}&limit=10`,
    end: { url: `/es/device/alerts?device_name=${DEVICE}&${END}`, rows: 10, total: N },
  },
  {
    list: "a device's archived alerts (es/device/historical-alerts, keyset)",
    first: `/es/device/historical-alerts?device_name=${DEVICE}&limit=10`,
    end: { url: `/es/device/historical-alerts?device_name=${DEVICE}&${q('name:totarchived00042')}&limit=10`, rows: 1, total: 1 },
  },
  {
    // managementIp is not a column of the device index: SQL counts this query (the index's exact
    // count of a query it evaluates is the case below).
    list: 'devices counted by SQL (es/devices/all, keyset)',
    first: `/es/devices/all?${q('nmd:TOTALS AND NOT managementIp:10.9.9.9')}&limit=10`,
    end: { url: `/es/devices/all?${q('nmd:TOTALS AND NOT managementIp:10.9.9.9')}&${END}`, rows: 10, total: N },
  },
  {
    list: "a device's syslog (es/device/syslog, keyset)",
    first: `/es/device/syslog?device_name=${DEVICE}&limit=10`,
    end: { url: `/es/device/syslog?device_name=${DEVICE}&${END}`, rows: 10, total: N },
  },
];

describe.each(engines)('list totals on %s: one rule for every list', (engine) => {
  let h: Harness;
  let groupTotal: number;

  const get = async (url: string): Promise<Answer> => {
    const res = await h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: h.admin });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 500)}`).toBe(200);
    return res.json();
  };
  /** The answer's paging fields (not its rows), for a message that shows all of them. */
  const totals = (a: Answer) => ({ rows: a.data.length, total: a.total, totalRelation: a.totalRelation, totalEstimate: a.totalEstimate });

  beforeAll(async () => {
    h = await startHarness(engine);
    const db = h.database.db;
    const g = sql.raw(`lpad(g::text, 5, '0')`);
    const series = sql.raw(`generate_series(1, ${N}) g`);

    // Devices: the es/devices list, the PAM schedules' devices and the group's members.
    await sql`INSERT INTO devices (name, nmd, state, member_of) SELECT 'totdev' || ${g}, 'TOTALS', 5, ARRAY[${GROUP}] FROM ${series}`.execute(db);
    await sql`UPDATE devices SET em7_stack_id = 77, em7_device_id = 7701 WHERE name = ${DEVICE}`.execute(db);

    const [networkType, groupName] = GROUP.split(':');
    await sql`INSERT INTO device_groups (network_type, name, device_query) VALUES (${networkType}, ${groupName}, 'nmd:TOTALS')`.execute(db);
    await sql`INSERT INTO device_group_members (group_id, device_name)
      SELECT g.id, d.name FROM device_groups g CROSS JOIN devices d WHERE g.network_type = ${networkType} AND g.name = ${groupName}
        AND d.nmd = 'TOTALS'`.execute(db);
    // The member count kept with the group (what recomputing its impact writes).
    await sql`UPDATE device_groups g SET total_count = (SELECT count(*) FROM device_group_members m WHERE m.group_id = g.id)
      WHERE g.network_type = ${networkType} AND g.name = ${groupName}`.execute(db);
    groupTotal = (
      await sql<{
        total: number;
      }>`SELECT total_count AS total FROM device_groups WHERE network_type = ${networkType} AND name = ${groupName}`.execute(db)
    ).rows[0].total;
    // Cleared events (at most one active event per group): the lists of all events show them.
    await sql`INSERT INTO network_events (group_id, name, impact, case_id, start_time, end_time, active)
      SELECT grp.id, ${GROUP}, 50, 'TOTCASE' || ${g}, 1700000000000 + g * 1000, 1700000000000 + g * 1000 + 500, false
        FROM device_groups grp CROSS JOIN ${series} WHERE grp.network_type = ${networkType} AND grp.name = ${groupName}`.execute(db);

    await sql`INSERT INTO audit_log (at, user_name, actor_name, action, outcome, target)
      SELECT 1700000000000 + g, 'totals', 'totals', 'totalsseed', 'success', 'totaltarget' || ${g} FROM ${series}`.execute(db);
    await sql`INSERT INTO pam_suspend_schedules (device_name, info, start_time, end_time, user_name, created_at, updated_at)
      SELECT 'totdev' || ${g}, 'totals', ${NOW_S - 3600} + g, ${NOW_S + 30 * 86_400} + g, 'totals', ${NOW_S * 1000}, ${NOW_S * 1000}
        FROM ${series}`.execute(db);
    await sql`INSERT INTO svi_hughes_ems (name, host_name) SELECT 'totems' || ${g}, 'totems' || ${g} || '.example' FROM ${series}`.execute(db);
    await sql`INSERT INTO em7_events (stack_id, device_id, aligned_resource_name, policy, severity, message, date_first, date_last, source)
      SELECT 77, 7701, 'totres' || ${g}, 'totpolicy', 3, 'totals', 1700000000000, 1700000000000 + g, 'totals' FROM ${series}`.execute(db);
    await sql`INSERT INTO sf_cases (case_id, case_number, case_type, status, hsvc_start_time, subject, last_modified_date)
      SELECT 'totcaseid' || ${g}, 'TOTCASE' || ${g}, 'Notification', 'New', ${CASES_FROM}::bigint + g * 1000, 'totals', ${CASES_FROM}
        FROM ${series}`.execute(db);
    await sql`INSERT INTO cradlepoint_ecm (cradlepoint_id, name, mac, reported_at)
      SELECT 'totcp' || ${g}, 'totcp' || ${g}, 'mac' || ${g}, 1700000000000 FROM ${series}`.execute(db);
    await sql`INSERT INTO alerts (name, severity, active, nmd, element_name, visibility)
      SELECT 'totactive' || ${g}, 3, true, 'TOTALS', ${DEVICE}, 'External' FROM ${series}`.execute(db);
    await sql`INSERT INTO alerts (name, severity, active, nmd, element_name, visibility)
      SELECT 'totarchived' || ${g}, 3, false, 'TOTALS', ${DEVICE}, 'External' FROM ${series}`.execute(db);
    await sql`INSERT INTO syslog_messages (device_name, received_at, source_ip, transport, format, message)
      SELECT ${DEVICE}, 1700000000000 + g, '10.0.0.1', 'udp', 'rfc5424', 'totals ' || g FROM ${series}`.execute(db);
    await sql`INSERT INTO cpe_changes (devname, changed_at, cfgpath, action, username, msg, ui, cfgattr)
      SELECT ${DEVICE}, 1700000000000 + g, 'system', 'edit', 'totals', 'totals', 'cli', 'x' FROM ${series}`.execute(db);

    // True statistics: no planner estimate of these 5,200-row lists reaches 50,000 (no totalEstimate).
    await sql`ANALYZE`.execute(db);
    // The device index loads in the background once the app is ready; es/devices counts through it once loaded.
    await vi.waitFor(() => expect(h.app.deviceIndex?.ready).toBe(true), { timeout: 30_000, interval: 50 });
  }, 180_000);
  afterAll(() => h?.close());

  it.each(CASES)('$list: the first page of 5,200 matches answers 5,001 gte', async ({ first }) => {
    const answer = await get(first);
    expect(totals(answer), first).toEqual({ rows: 10, total: LOWER_BOUND, totalRelation: 'gte', totalEstimate: undefined });
  });

  it.each(CASES)('$list: a page with nothing after it answers its exact count', async ({ end }) => {
    const answer = await get(end.url);
    expect(totals(answer), end.url).toEqual({ rows: end.rows, total: end.total, totalRelation: 'eq', totalEstimate: undefined });
  });

  it('impacted devices, unfiltered: the total is the member count kept with the group (eq)', async () => {
    const group = encodeURIComponent(GROUP);
    expect(groupTotal).toBe(N);
    expect(totals(await get(`/es/impacted-devices?device_group=${group}&limit=10`))).toEqual({
      rows: 10,
      total: groupTotal,
      totalRelation: 'eq',
      totalEstimate: undefined,
    });
    // '*' narrows nothing either; a last page is still its own count.
    expect(totals(await get(`/es/impacted-devices?device_group=${group}&${q('*')}&limit=10`))).toMatchObject({
      total: groupTotal,
      totalRelation: 'eq',
    });
    expect(totals(await get(`/es/impacted-devices?device_group=${group}&${END}`))).toMatchObject({ rows: 10, total: N, totalRelation: 'eq' });
  });

  it('es/devices/all: a query the device index evaluates is counted exactly by the index, past 5,000 too (eq)', async () => {
    const answer = await get(`/es/devices/all?${q('nmd:TOTALS')}&limit=10`);
    expect(totals(answer)).toEqual({ rows: 10, total: N, totalRelation: 'eq', totalEstimate: undefined });
  });

  it('Cradlepoint without a limit: every row, and the page is its own exact count', async () => {
    expect(totals(await get('/cradlepoint/ecm'))).toEqual({ rows: N, total: N, totalRelation: 'eq', totalEstimate: undefined });
  });

  it('change log (splunk/cpe): capped at 1,000 rows by design, with no total to answer', async () => {
    // The CPE change log is the newest CHANGE_LOG_LIMIT (1,000) changes of a device: no offset,
    // limit at most 1,000, and an answer of rows only ({ data }), so it never reaches 5,001 rows
    // and has no total, relation or estimate to follow the rule with.
    const ten = await get(`/splunk/cpe?device_name=${DEVICE}&limit=10`);
    expect(ten.data).toHaveLength(10);
    expect(Object.keys(ten)).toEqual(['data']);
    const all = await get(`/splunk/cpe?device_name=${DEVICE}`);
    expect(all.data).toHaveLength(1000);
    expect(Object.keys(all)).toEqual(['data']);
    const tooMany = await h.app.inject({ method: 'GET', url: `/api/v1.0/splunk/cpe?device_name=${DEVICE}&limit=1001`, headers: h.admin });
    expect(tooMany.statusCode).toBe(400);
  });

  it('device sources (oracle/device/*): one record of one device, not a list', async () => {
    // A source record is the device's row in one source system: a single object under data,
    // never more than one row, so there is no page and no total.
    const answer = (await get(`/oracle/device/dmn_device?device_name=${DEVICE}`)) as unknown as { data: Record<string, unknown> };
    expect(Object.keys(answer)).toEqual(['data']);
    expect(Array.isArray(answer.data)).toBe(false);
    expect(typeof answer.data).toBe('object');
  });
});
