import { DISPATCH_STATUSES, SF_CASE_STATUSES, TECH_TASK_STATUSES } from '@nms/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
// The lists default to the last 24 hours of the real clock: the fleet is generated as of now.
const NOW = Math.floor(Date.now() / 60_000) * 60_000;
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';
type Row = Record<string, string | number | null>;

describe.each(engines)('NMC Tools lists on %s', (engine) => {
  let h: Harness;
  const get = async (url: string) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/v1.0/nmc/${url}`, headers: h.operator });
    return { status: res.statusCode, body: res.json() as { data: Row[]; total: number; message?: string } };
  };
  const count = async (where: string) =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sf_cases WHERE ${sql.raw(where)}`.execute(h.database.db)).rows[0].n;

  beforeAll(async () => {
    h = await startHarness(engine);
    await loadFleet(h.database, { size: 1500, seed: 11, now: NOW, worker: false });
  });
  afterAll(() => h.close());

  it('lists the last 24 hours of every status by default, newest start first', async () => {
    const { status, body } = await get('sf_cases');
    expect(status).toBe(200);
    expect(body.total).toBe(await count(`hsvc_start_time >= ${NOW - 24 * HOUR}`));
    expect(body.total).toBeGreaterThanOrEqual(30);
    const starts = body.data.map((r) => r.hsvc_start_time as number);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'case_id',
      'case_number',
      'case_subtype',
      'case_type',
      'hsvc_beams',
      'hsvc_customers_affected',
      'hsvc_end_time',
      'hsvc_location',
      'hsvc_service_type',
      'hsvc_start_time',
      'status',
      'subject',
    ]);
    for (const r of body.data) expect(SF_CASE_STATUSES).toContain(r.status);
  });

  it('filters by status and date range', async () => {
    const all = (await get(`sf_cases?start_date=${iso(NOW - 90 * 24 * HOUR)}&end_date=${iso(NOW)}&limit=10000`)).body;
    expect(all.total).toBe(await count('true'));
    const status = all.data[0].status as string;
    const one = (await get(`sf_cases?status=${encodeURIComponent(status)}&start_date=${iso(NOW - 90 * 24 * HOUR)}`)).body;
    expect(one.total).toBe(all.data.filter((r) => r.status === status).length);
    expect(one.data.every((r) => r.status === status)).toBe(true);
    const from = NOW - 7 * 24 * HOUR;
    const to = NOW - 2 * 24 * HOUR;
    const week = (await get(`sf_cases?start_date=${iso(from)}&end_date=${iso(to)}&limit=10000`)).body;
    expect(week.total).toBe(all.data.filter((r) => (r.hsvc_start_time as number) >= from && (r.hsvc_start_time as number) <= to).length);
    expect(week.total).toBeGreaterThan(0);
  });

  it('sorts both ways by any case field, and pages with a consistent total', async () => {
    const window = `start_date=${iso(NOW - 30 * 24 * HOUR)}`;
    for (const order of ['asc', 'desc'] as const) {
      const rows = (await get(`sf_cases?${window}&sort=case_number&order=${order}&limit=1000`)).body.data.map((r) => r.case_number as string);
      const sorted = [...rows].sort();
      expect(rows).toEqual(order === 'asc' ? sorted : sorted.reverse());
    }
    const whole = (await get(`sf_cases?${window}&sort=hsvc_customers_affected&order=desc&limit=1000`)).body;
    const pages = [];
    for (let offset = 0; offset < whole.total; offset += 7) {
      const page = (await get(`sf_cases?${window}&sort=hsvc_customers_affected&order=desc&offset=${offset}&limit=7`)).body;
      expect(page.total).toBe(whole.total);
      pages.push(...page.data);
    }
    expect(pages.map((r) => r.case_id)).toEqual(whole.data.map((r) => r.case_id));
  });

  it('answers 400 naming the field for a bad sort, date, order or status', async () => {
    for (const [url, field] of [
      ['sf_cases?sort=bogus', 'sort'],
      ['sf_cases?start_date=2025-01-02', 'start_date'],
      ['sf_cases?end_date=2025-02-30T00:00:00Z', 'end_date'],
      [`sf_cases?start_date=${iso(NOW)}&end_date=${iso(NOW - HOUR)}`, 'start_date'],
      ['sf_cases?order=up', 'order'],
      ['sf_cases?status=Nope', 'status'],
      ['sf_cases?query=nofield:1', 'nofield'],
      ['sf_dispatches?sort=last_modified_by_name', 'last_modified_by_name'],
      ['sf_dispatches?sort=zzz', 'sort'],
      ['tech_support_tasks?status=Done', 'status'],
      ['sf_active_notifications?limit=5', 'querystring/limit is not a known parameter'],
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.message, url).toContain(field);
    }
  });

  it('filters with a Lucene query over the case fields', async () => {
    const window = `start_date=${iso(NOW - 90 * 24 * HOUR)}&limit=10000`;
    const { body } = await get(`sf_cases?${window}&query=${encodeURIComponent('case_type:Dispatch AND hsvc_customers_affected:1')}`);
    expect(body.total).toBe(await count(`case_type = 'Dispatch' AND hsvc_customers_affected = 1`));
    expect(body.total).toBeGreaterThan(0);
    const word = (await get(`sf_cases?${window}&query=${encodeURIComponent('subject:*Dispatch*')}`)).body;
    expect(word.data.every((r) => String(r.subject).includes('Dispatch'))).toBe(true);
  });

  it('lists only open Notification cases as active notifications, newest case number first', async () => {
    const { body } = await get('sf_active_notifications');
    expect(body.total).toBe(await count(`case_type = 'Notification' AND status <> 'Resolved or Completed'`));
    expect(body.total).toBeGreaterThan(0);
    expect(body.data.every((r) => r.case_type === 'Notification' && r.status !== 'Resolved or Completed')).toBe(true);
    const numbers = body.data.map((r) => r.case_number as string);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(body.data[0]).toHaveProperty('event_details');
  });

  it('pages and sorts dispatches on the server; replacements carry their RMA', async () => {
    const all = (await get('sf_dispatches?limit=10000')).body;
    expect(all.total).toBeGreaterThan(5);
    expect(all.data.every((r) => (DISPATCH_STATUSES as readonly string[]).includes(r.hsvc_dispatch_status as string))).toBe(true);
    const page = (await get('sf_dispatches?sort=hsvc_dispatch_schedule_time&order=asc&offset=2&limit=3')).body;
    const bySchedule = [...all.data].sort(
      (a, b) =>
        (a.hsvc_dispatch_schedule_time as number) - (b.hsvc_dispatch_schedule_time as number) || String(a.case_id).localeCompare(String(b.case_id)),
    );
    expect(page.total).toBe(all.total);
    expect(page.data.map((r) => r.hsvc_dispatch_schedule_time)).toEqual(bySchedule.slice(2, 5).map((r) => r.hsvc_dispatch_schedule_time));
    const repl = (await get('replacement_dispatches?limit=10000')).body;
    expect(repl.total).toBeGreaterThan(0);
    expect(repl.total).toBeLessThan(all.total);
    expect(repl.data.every((r) => /^RMA\d{8}$/.test(String(r.rma_number)) && r.serial_out)).toBe(true);
    const shipped = repl.data.filter((r) => r.ship_date !== null);
    expect(shipped.every((r) => r.tracking_number)).toBe(true);
  });

  it('shows one NMS notification per active network event, with its case status', async () => {
    const events = (await sql<{ case_id: string }>`SELECT case_id FROM network_events WHERE active`.execute(h.database.db)).rows;
    const { body } = await get('active_notifications?limit=1000');
    expect(body.total).toBe(events.length);
    expect(body.data.map((r) => r.case_number).sort()).toEqual(events.map((e) => e.case_id).sort());
    for (const r of body.data) {
      expect(r.case_status, String(r.case_number)).toBeTruthy();
      expect(r.impacted_devices as number).toBeLessThanOrEqual(r.total_devices as number);
    }
    const asc = (await get('active_notifications?sort=impact&order=asc')).body.data.map((r) => r.impact as number);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
  });

  it('filters technical support tasks by status', async () => {
    const all = (await get('tech_support_tasks?limit=10000')).body;
    expect(all.total).toBeGreaterThan(0);
    const dues = all.data.map((r) => r.due_date as number);
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    for (const status of TECH_TASK_STATUSES.slice(1)) {
      const some = (await get(`tech_support_tasks?status=${encodeURIComponent(status)}&limit=10000`)).body;
      expect(some.total, status).toBe(all.data.filter((r) => r.status === status).length);
    }
  });
});
