import { EVENT_CATALOG, outageEvent, type EventDef } from './alert-catalog';
import { historyAlert } from './alert-factory';
import type { DeviceKind } from './device-catalog';
import { Rng } from './prng';
import type { AlertRecord, DeviceRecord } from './sink';

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Share of monitored devices with something wrong right now, outside any outage. */
export const ACTIVE_SHARE = 0.06;
/** Share of a beam's terminals an ongoing rain fade takes out. */
export const OUTAGE_SHARE = 0.55;

export interface AlertContext {
  seed: number;
  now: number;
  deviceIndex: number;
  /** The device sits on a beam with an outage in progress that started at this time. */
  outageSince: number | null;
}

const pickEvent = (rng: Rng, events: readonly EventDef[]): EventDef => rng.weighted(events.map((ev) => [ev, ev.weight] as const));

/**
 * The active alerts of a device at load time. Drawn from their own stream, so the fleet (and
 * every device state) is the same whatever alert history size is asked for.
 */
export function activeAlerts(device: DeviceRecord, kind: DeviceKind, c: AlertContext): AlertRecord[] {
  if (!device.discovered || device.provisionStatus === 'DISC') return [];
  const rng = Rng.of(c.seed, 'active', c.deviceIndex);
  const events = EVENT_CATALOG[kind.alerts];
  const chosen: EventDef[] = [];
  if (c.outageSince !== null && rng.chance(OUTAGE_SHARE)) chosen.push(outageEvent(kind.alerts, true));
  else if (rng.chance(ACTIVE_SHARE)) {
    chosen.push(pickEvent(rng, events));
    const second = pickEvent(rng, events);
    if (rng.chance(0.2) && (second.eventName !== chosen[0].eventName || second.component !== chosen[0].component)) chosen.push(second);
  }
  return chosen.map((ev) => {
    const since = c.outageSince !== null && chosen.length === 1 && ev.eventName === 'RainFade' ? c.outageSince : null;
    const createdAt = since !== null ? since + rng.int(0, 10) * MIN : c.now - Math.min(7 * DAY, Math.max(MIN, Math.round(rng.exp(8 * HOUR))));
    const lastNotifiedAt = createdAt + Math.round(rng.next() * (c.now - createdAt));
    const count = lastNotifiedAt === createdAt ? 1 : 2 + Math.floor(rng.exp(4));
    return historyAlert(device, kind, ev, { createdAt, lastNotifiedAt, clearedAt: null, count }, rng);
  });
}

/** One archived alert in YEAR_SPREAD_EVERY is spread over the last year (the rest: last 30 days). */
export const YEAR_SPREAD_EVERY = 5;
const RECENT_DAYS = 30;

/**
 * `count` archived (cleared) alerts: most of the last 30 days, one in YEAR_SPREAD_EVERY of the
 * last year, so the Event Stats '1 year' window has a history. Which ones is decided by index,
 * not drawn, so the random stream (and so every other field) is the same as before.
 */
export function archivedAlerts(device: DeviceRecord, kind: DeviceKind, c: AlertContext, count: number): AlertRecord[] {
  const rng = Rng.of(c.seed, 'history', c.deviceIndex);
  const events = EVENT_CATALOG[kind.alerts];
  const rows: AlertRecord[] = [];
  for (let n = 0; n < count; n++) {
    const ev = pickEvent(rng, events);
    // An age up to 30 days, stretched to up to 360 days (x12) for the year-spread share.
    const stretch = (c.deviceIndex + n) % YEAR_SPREAD_EVERY === 0 ? 12 : 1;
    const createdAt = c.now - rng.int(HOUR / MIN, (RECENT_DAYS * DAY) / MIN) * MIN * stretch - rng.int(0, 59_999);
    const lasted = Math.min(3 * DAY, Math.max(MIN, Math.round(rng.exp(90 * MIN))));
    const clearedAt = Math.min(createdAt + lasted, c.now - MIN);
    const lastNotifiedAt = createdAt + Math.round(rng.next() * (clearedAt - createdAt));
    const notified = lastNotifiedAt === createdAt ? 1 : 2 + Math.floor(rng.exp(2));
    rows.push(historyAlert(device, kind, ev, { createdAt, lastNotifiedAt, clearedAt, count: notified }, rng));
  }
  return rows;
}

/** Device state: its worst active severity, 5 (Normal) when nothing is active. */
export const stateOf = (active: readonly AlertRecord[]): number => active.reduce((worst, a) => Math.min(worst, a.severity as number), 5);
