import { DISPATCH_STATUSES, SF_CASE_STATUSES, TECH_TASK_STATUSES } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { planFleet } from '../fleet-generator';
import { salesforceHistory } from './history';
import { liveSalesforce } from './live';
import type { NetworkEventCaseBrief, SalesforceRows, SalesforceSink, SfCaseRecord, SfDispatchRecord, SfTaskRecord } from './records';

const NOW = Date.UTC(2025, 5, 1, 12);
const DAY = 86_400_000;
const event = (caseNumber: string, active: boolean, over: Partial<NetworkEventCaseBrief> = {}): NetworkEventCaseBrief => ({
  caseNumber,
  networkType: 'BEAM',
  groupName: 'GTN-B12',
  impact: 42.5,
  threshold: 20,
  total: 80,
  impacted: 34,
  customers: 6,
  location: 'Dallas, TX',
  startTime: NOW - 3 * 3_600_000,
  endTime: active ? null : NOW - 3_600_000,
  active,
  caseStatus: null,
  ...over,
});
const EVENTS = [event('CAS-51234567', true), event('CAS-52345678', false)];

/** The store in memory: what the repository does in SQL. */
class MemorySink implements SalesforceSink {
  cases = new Map<string, SfCaseRecord>();
  dispatches = new Map<string, SfDispatchRecord>();
  tasks = new Map<string, SfTaskRecord>();
  events: NetworkEventCaseBrief[] = [];
  async hasCases() {
    return this.cases.size > 0;
  }
  async caseSerialMax() {
    return Math.max(
      0,
      ...[...this.cases.values()]
        .map((c) => c.case_number)
        .filter((n) => n < 'CAS-5')
        .map((n) => Number(n.slice(4))),
    );
  }
  async networkEventCases() {
    const byNumber = new Map([...this.cases.values()].map((c) => [c.case_number, c]));
    return this.events
      .map((e) => ({ ...e, caseStatus: byNumber.get(e.caseNumber)?.status ?? null }))
      .filter((e) => e.active || e.caseStatus !== 'Resolved or Completed');
  }
  async deviceContexts(names: string[]) {
    return [...new Set(names)].map((name) => ({
      name,
      productCategory: 'Router',
      model: 'FG-60F',
      nmd: 'ACME',
      beamid: null,
      serial: null,
      serviceType: null,
      city: 'Austin',
      stateUSA: 'TX',
      address: '1 Main St',
    }));
  }
  private open<T>(rows: Iterable<T>, isOpen: (r: T) => boolean, modified: (r: T) => number, limit: number) {
    return [...rows]
      .filter(isOpen)
      .sort((a, b) => modified(a) - modified(b))
      .slice(0, limit);
  }
  async openCases(limit: number) {
    return this.open(
      this.cases.values(),
      (c) => !['Resolved or Completed', 'Approval Denied', 'Failed Review'].includes(c.status),
      (c) => c.last_modified_date,
      limit,
    );
  }
  async openDispatches(limit: number) {
    return this.open(
      this.dispatches.values(),
      (d) => !['Completed', 'Cancelled'].includes(d.hsvc_dispatch_status),
      (d) => d.last_modified_date,
      limit,
    );
  }
  async openTasks(limit: number) {
    return this.open(
      this.tasks.values(),
      (t) => t.status !== 'Completed',
      (t) => t.last_modified_date,
      limit,
    );
  }
  async upsert(rows: SalesforceRows) {
    for (const c of rows.cases) this.cases.set(c.case_id, c);
    for (const d of rows.dispatches) this.dispatches.set(d.case_id, d);
    for (const t of rows.tasks) this.tasks.set(t.task_id, t);
  }
}

describe('Salesforce history', () => {
  const plan = planFleet({ seed: 7, size: 1500, now: NOW });
  const rows = salesforceHistory(plan, EVENTS);

  it('is deterministic for a seed, size and time', () => {
    expect(salesforceHistory(planFleet({ seed: 7, size: 1500, now: NOW }), EVENTS)).toEqual(rows);
  });

  it('files about one case per ten devices, plenty of them in the last day, over 90 days', () => {
    expect(rows.cases.length).toBeGreaterThan(120);
    expect(rows.cases.length).toBeLessThan(190);
    expect(rows.cases.filter((c) => c.hsvc_start_time >= NOW - DAY).length).toBeGreaterThanOrEqual(30);
    expect(Math.min(...rows.cases.map((c) => c.hsvc_start_time))).toBeGreaterThanOrEqual(NOW - 90 * DAY);
    expect(new Set(rows.cases.map((c) => c.case_number)).size).toBe(rows.cases.length);
  });

  it('uses only the spec statuses, closes cases with an end time after their start', () => {
    const statuses = SF_CASE_STATUSES.slice(1) as readonly string[];
    for (const c of rows.cases) {
      expect(statuses).toContain(c.status);
      if (c.hsvc_end_time !== null) expect(c.hsvc_end_time).toBeGreaterThan(c.hsvc_start_time);
      expect(c.last_modified_date).toBeLessThanOrEqual(NOW);
    }
    expect(rows.dispatches.every((d) => (DISPATCH_STATUSES as readonly string[]).includes(d.hsvc_dispatch_status))).toBe(true);
    expect(rows.tasks.every((t) => (TECH_TASK_STATUSES.slice(1) as readonly string[]).includes(t.status))).toBe(true);
  });

  it('links dispatches to Dispatch cases, tasks to Technical Support cases, and names real devices', () => {
    const byId = new Map(rows.cases.map((c) => [c.case_id, c]));
    const byNumber = new Map(rows.cases.map((c) => [c.case_number, c]));
    expect(rows.dispatches.length).toBeGreaterThan(0);
    expect(rows.dispatches.every((d) => byId.get(d.case_id)?.case_type === 'Dispatch')).toBe(true);
    expect(rows.dispatches.some((d) => d.rma_number)).toBe(true);
    expect(rows.tasks.every((t) => byNumber.get(t.case_number)?.case_type === 'Technical Support')).toBe(true);
    const incident = rows.cases.find((c) => c.case_type === 'Incident')!;
    expect(incident.subject).toMatch(/-\d{5}-/);
    expect(incident.hsvc_location).toMatch(/^.+, [A-Z]{2}$/);
  });

  it('files a Notification case under each network event case id: open while active, resolved once closed', () => {
    const [open, closed] = EVENTS.map((e) => rows.cases.find((c) => c.case_number === e.caseNumber)!);
    expect(open).toMatchObject({ case_type: 'Notification', hsvc_end_time: null, hsvc_beams: 'GTN-B12', hsvc_customers_affected: 6 });
    expect(open.status).not.toBe('Resolved or Completed');
    expect(closed).toMatchObject({ status: 'Resolved or Completed', hsvc_end_time: NOW - 3_600_000 });
  });
});

describe('Salesforce live feed', () => {
  const roster = Array.from({ length: 1500 }, (_, i) => `DEV-${i}`);

  it('fills an empty store once, then files event cases, opens new cases and moves open work along', async () => {
    const sf = new MemorySink();
    sf.events = [event('CAS-70000001', true)];
    const sink = { salesforce: sf };
    await liveSalesforce({ seed: 3, sink }, roster, 1, NOW);
    const filled = sf.cases.size;
    expect(filled).toBeGreaterThan(100);
    expect(sf.cases.get('500Ev0070000001')).toMatchObject({ case_type: 'Notification', hsvc_end_time: null });

    const before = new Map([...sf.cases].map(([id, c]) => [id, c.status]));
    const dispatchesBefore = new Map([...sf.dispatches].map(([id, d]) => [id, d.hsvc_dispatch_status]));
    const tasksBefore = new Map([...sf.tasks].map(([id, t]) => [id, t.status]));
    sf.events.push(event('CAS-70000002', true));
    for (let tick = 2; tick < 80; tick++) await liveSalesforce({ seed: 3, sink }, roster, tick, NOW + tick * 5000);
    expect(sf.cases.get('500Ev0070000002')).toMatchObject({ case_type: 'Notification', last_modified_by_name: 'NMS Integration' });
    expect(sf.cases.size).toBeGreaterThan(filled + 1);
    const moved = [...before].filter(([id, status]) => sf.cases.get(id)!.status !== status);
    expect(moved.length).toBeGreaterThan(5);
    expect([...dispatchesBefore].some(([id, s]) => sf.dispatches.get(id)!.hsvc_dispatch_status !== s)).toBe(true);
    expect([...tasksBefore].some(([id, s]) => sf.tasks.get(id)!.status !== s)).toBe(true);
    const statuses = SF_CASE_STATUSES.slice(1) as readonly string[];
    expect([...sf.cases.values()].every((c) => statuses.includes(c.status))).toBe(true);

    sf.events = sf.events.map((e) => ({ ...e, active: false, endTime: NOW + 500_000 }));
    await liveSalesforce({ seed: 3, sink }, roster, 90, NOW + 600_000);
    expect(sf.cases.get('500Ev0070000001')).toMatchObject({ status: 'Resolved or Completed', hsvc_end_time: NOW + 500_000 });
  });

  it('replays the same changes for the same seed, ticks and starting data', async () => {
    const run = async () => {
      const sf = new MemorySink();
      for (let tick = 1; tick < 20; tick++) await liveSalesforce({ seed: 4, sink: { salesforce: sf } }, roster, tick, NOW + tick * 5000);
      return [...sf.cases.values()];
    };
    expect(await run()).toEqual(await run());
  });

  it('does nothing for a sink without a Salesforce store', async () => {
    expect(await liveSalesforce({ seed: 1, sink: {} }, roster, 1, NOW)).toBe(0);
  });
});
