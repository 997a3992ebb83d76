import { USER_NOTES, drawEvent } from './em7-catalog';
import type { Em7DeviceBrief, Em7EventRecord, Em7Store } from './em7-sink';
import { Rng } from './prng';
import { USER_COUNT_STEP, hasUserCounts, userCountPoll } from './user-counts';

const HOUR_MS = 3_600_000;
/** Active EM7 events per device the live feed steers towards (the seeded mean). */
export const EM7_ACTIVE_PER_DEVICE = 1.3;

/** One event as the stack records it, first seen at `first`, last notified at `last`. */
export function em7Event(d: Em7DeviceBrief, rng: Rng, first: number, last: number): Em7EventRecord {
  const { policy, resource } = drawEvent(d, rng);
  const notifyCount = last > first ? 1 + Math.floor(rng.exp(4)) : 1;
  return {
    stackId: d.stackId,
    deviceId: d.deviceId,
    alignedResourceName: resource,
    policy: policy.policy,
    severity: policy.severity,
    message: policy.text(rng, resource),
    userNote: policy.severity <= 2 && rng.chance(0.4) ? rng.pick(USER_NOTES) : null,
    dateFirst: first,
    dateLast: last,
    notifyCount,
    source: policy.source,
  };
}

/**
 * The active events of a device at load time: FortiGates (the devices the screen is about) 2..6,
 * others 0..3. A function of the device's EM7 ids and name, so reloading gives the same events.
 */
export function seedEm7Events(d: Em7DeviceBrief, now: number): Em7EventRecord[] {
  const rng = Rng.of(d.stackId * 1_000_003 + d.deviceId, 'em7-seed', d.name);
  const count =
    d.className === 'HNS_FortiGate'
      ? rng.int(2, 6)
      : rng.weighted([
          [0, 3],
          [1, 4],
          [2, 3],
          [3, 1],
        ] as const);
  const seen = new Set<string>();
  const out: Em7EventRecord[] = [];
  for (let i = 0; i < count; i++) {
    const first = now - Math.round(rng.exp(72) * HOUR_MS) - rng.int(60_000, HOUR_MS);
    const last = rng.chance(0.5) ? first : rng.int(first, now);
    const e = em7Event(d, rng, first, last);
    const key = `${e.alignedResourceName}|${e.policy}`;
    if (!seen.has(key)) out.push(e);
    seen.add(key);
  }
  return out;
}

interface FeedState {
  roster: Em7DeviceBrief[] | null;
  lastPoll: number;
}
const states = new WeakMap<object, FeedState>();

/**
 * The live EM7 feed of one tick, from its own (seed, tick) stream: a few new events on random
 * devices, re-notifies and clears of active ones (more clears when above the usual count, so the
 * number stays stationary), and at each 5-minute boundary the FortiGates' VPN user counts.
 * State (the roster, the last poll) lives per driver options object.
 */
export async function liveEm7(
  o: { seed: number; sink: { em7: Em7Store } },
  tickNo: number,
  now: number,
): Promise<{ raised: number; notified: number; cleared: number; polled: number }> {
  const state = states.get(o) ?? { roster: null, lastPoll: Math.floor(now / 1000 / USER_COUNT_STEP) };
  states.set(o, state);
  const store = o.sink.em7;
  const roster = (state.roster ??= await store.em7Devices());
  const report = { raised: 0, notified: 0, cleared: 0, polled: 0 };
  if (roster.length === 0) return report;
  const rng = Rng.of(o.seed, 'em7-live', tickNo);

  const base = Math.min(20, Math.max(1, Math.round(roster.length / 1500)));
  const raised = Array.from({ length: rng.int(0, base) }, () => em7Event(roster[rng.int(0, roster.length - 1)], rng, now, now));
  await store.raiseEm7Events(raised);
  report.raised = raised.length;

  const surplus = (await store.activeEm7EventCount()) - Math.round(roster.length * EM7_ACTIVE_PER_DEVICE);
  const clears = Math.max(0, rng.int(0, base) + Math.round(surplus * 0.05));
  const notifies = rng.int(0, base);
  const candidates = await store.activeEm7Events(Math.max(50, 4 * (clears + notifies)));
  for (const [i, k] of rng.sample(candidates.length, clears + notifies).entries()) {
    if (i < notifies) report.notified += (await store.notifyEm7Event(candidates[k].id, now)) ? 1 : 0;
    else report.cleared += (await store.clearEm7Event(candidates[k].id, now)) ? 1 : 0;
  }

  const slot = Math.floor(now / 1000 / USER_COUNT_STEP);
  if (slot > state.lastPoll) {
    state.lastPoll = slot;
    const points = roster.filter(hasUserCounts).flatMap((d) => userCountPoll(d, slot * USER_COUNT_STEP));
    await store.writeUserCounts(points);
    report.polled = points.length / 3;
  }
  return report;
}
