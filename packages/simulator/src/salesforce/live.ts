import { SF_CASE_CLOSED_STATUSES, SF_CASE_RESOLVED } from '@nms/contract';
import { planFleet } from '../fleet-generator';
import { Rng } from '../prng';
import { CASE_TYPES, MODIFIERS, REPLACEMENT_PATH, TASK_PATH, VISIT_PATH, caseTypeDef } from './catalog';
import { FIRST_CASE_SERIAL, MIN, buildCase, trackingOf } from './case-factory';
import { NOTICE_PATH, eventCase } from './event-cases';
import { salesforceHistory } from './history';
import {
  emptySalesforceRows,
  type SalesforceRows,
  type SalesforceSink,
  type SfCaseRecord,
  type SfDispatchRecord,
  type SfTaskRecord,
} from './records';

/** The Salesforce store of a fleet sink, when it has one (`sink.salesforce`). */
export const salesforceSinkOf = (sink: object): SalesforceSink | undefined => (sink as { salesforce?: SalesforceSink }).salesforce;

const isClosed = (status: string) => (SF_CASE_CLOSED_STATUSES as readonly string[]).includes(status);

/** The next status of an open case on its type's path (a few leave by the side exit). */
export function advanceCase(c: SfCaseRecord, now: number, rng: Rng): SfCaseRecord {
  const def = caseTypeDef(c.case_type);
  const step = Math.max(0, def.path.indexOf(c.status));
  const next = def.sideExit && rng.chance(0.05) ? def.sideExit : def.path[Math.min(def.path.length - 1, step + 1)];
  return { ...c, status: next, hsvc_end_time: isClosed(next) ? now : null, last_modified_date: now, last_modified_by_name: rng.pick(MODIFIERS) };
}

export function advanceDispatch(d: SfDispatchRecord, now: number, rng: Rng): SfDispatchRecord {
  const path: readonly string[] = d.rma_number ? REPLACEMENT_PATH : VISIT_PATH;
  const next = rng.chance(0.03) ? 'Cancelled' : path[Math.min(path.length - 1, path.indexOf(d.hsvc_dispatch_status) + 1)];
  const out = { ...d, hsvc_dispatch_status: next, last_modified_date: now, last_modified_by_name: rng.pick(MODIFIERS) };
  if (next === 'Parts Shipped') Object.assign(out, { ship_date: now, tracking_number: trackingOf(rng) });
  if (d.rma_number && (next === 'On Site' || next === 'Completed') && !d.serial_in) out.serial_in = `SN${rng.digits(10)}`;
  return out;
}

export function advanceTask(t: SfTaskRecord, now: number): SfTaskRecord {
  const next = t.status === 'Not Started' ? 'In Progress' : t.status === 'In Progress' ? TASK_PATH[2] : 'In Progress';
  return { ...t, status: next, last_modified_date: now };
}

/** `k` of `items`, drawn without replacement. */
const some = <T>(items: readonly T[], k: number, rng: Rng): T[] => rng.sample(items.length, k).map((i) => items[i]);

/**
 * The Salesforce feed's tick: Notification cases follow the network events (filed when an event
 * opens, moved along while it lasts, resolved when it closes); new cases open on random devices;
 * open cases, dispatches and tasks move on. A store still empty is first filled with the last
 * 90 days (a fleet seeded row by row), as a feed adapter syncs history when it connects.
 * Its own random stream: the other feeds replay as before. Returns the rows written.
 */
export async function liveSalesforce(o: { seed: number; sink: object }, roster: readonly string[], tickNo: number, now: number): Promise<number> {
  const sf = salesforceSinkOf(o.sink);
  if (!sf || roster.length === 0) return 0;
  const rows: SalesforceRows = emptySalesforceRows();
  if (!(await sf.hasCases())) {
    const history = salesforceHistory(planFleet({ seed: o.seed, size: roster.length, now }), await sf.networkEventCases(100_000));
    await sf.upsert(history);
    return history.cases.length;
  }
  const rng = Rng.of(o.seed, 'salesforce', tickNo);
  for (const e of await sf.networkEventCases(200)) {
    const stable = Rng.of(o.seed, 'sf-event', e.caseNumber);
    if (e.caseStatus === null) rows.cases.push(eventCase(e, NOTICE_PATH[0], now, stable));
    else if (!e.active && e.caseStatus !== SF_CASE_RESOLVED) rows.cases.push(eventCase(e, SF_CASE_RESOLVED, now, stable));
    else if (e.active && rng.chance(0.05)) {
      const step = Math.min(NOTICE_PATH.length - 2, NOTICE_PATH.indexOf(e.caseStatus) + 1);
      rows.cases.push(eventCase(e, NOTICE_PATH[step], now, stable));
    }
  }
  const mean = Math.max(0.08, roster.length / 100_000);
  const created = Math.floor(mean) + (rng.chance(mean % 1) ? 1 : 0);
  if (created > 0) {
    const contexts = await sf.deviceContexts(Array.from({ length: created }, () => roster[rng.int(0, roster.length - 1)]));
    let serial = Math.max(FIRST_CASE_SERIAL - 1, await sf.caseSerialMax());
    for (const device of contexts) {
      const def = rng.weighted(CASE_TYPES.map((t) => [t, t.weight] as const));
      buildCase(++serial, def, device, now - rng.int(1, 10) * MIN, now, rng, rows);
    }
  }
  const moves = Math.max(1, Math.round(2 * mean));
  // The NMS's own notices follow their events (above); the NOC moves the other cases.
  const open = (await sf.openCases(4 * moves)).filter((c) => !c.case_id.startsWith('500Ev'));
  rows.cases.push(...some(open, rng.int(0, moves), rng).map((c) => advanceCase(c, now, rng)));
  rows.dispatches.push(...some(await sf.openDispatches(4 * moves), rng.int(0, moves), rng).map((d) => advanceDispatch(d, now, rng)));
  rows.tasks.push(...some(await sf.openTasks(4 * moves), rng.int(0, moves), rng).map((t) => advanceTask(t, now)));
  await sf.upsert(rows);
  return rows.cases.length + rows.dispatches.length + rows.tasks.length;
}
