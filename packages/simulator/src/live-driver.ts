import { EVENT_CATALOG } from './alert-catalog';
import { raiseFor } from './alert-factory';
import { liveCpeChange } from './change-log-live';
import { liveEm7 } from './em7-events';
import { liveSalesforce } from './salesforce';
import { liveCradlepoint } from './cradlepoint';
import { ACTIVE_SHARE } from './device-alerts';
import { kindOf } from './device-catalog';
import { Outage } from './live-outage';
import { PowerOutageFeed } from './power-outage-live';
import { Rng } from './prng';
import type { FleetSink, FleetSource, ImpactOutcome } from './sink';

export interface LiveDriverOptions {
  seed: number;
  sink: FleetSink;
  source: FleetSource;
  /** Mean devices raised per tick; default one per 2,500 devices, between 1 and 25. */
  changesPerTick?: number;
  /** Chance per tick that an operator or automation changes one device's configuration (default 0.2). */
  cpeChangeChance?: number;
  /** Chance per tick that a group-wide outage starts when none is running. */
  outageChance?: number;
}

export interface TickReport extends ImpactOutcome {
  tick: number;
  raised: number;
  notified: number;
  cleared: number;
  outage: string | null;
  /** County rows the power outage feed wrote (once a minute). */
  powerOutages: number;
}

export interface LiveDriver {
  tick(tickNo: number, now: number): Promise<TickReport>;
}

/**
 * The live feed: each tick raises alerts on a few random devices, re-notifies and clears some
 * active ones (more when above the usual active share, so the fleet stays stationary), runs an
 * occasional group outage, then has the sink recount impact. Choices come from (seed, tick),
 * so the same seed, tick numbers and starting data replay the same changes. Every write is its
 * own short transaction in the sink: a crash between writes leaves consistent data.
 */
export function createLiveDriver(o: LiveDriverOptions): LiveDriver {
  let roster: string[] | null = null;
  let outage: Outage | null = null;
  const power = new PowerOutageFeed(o.seed);

  return {
    async tick(tickNo, now) {
      const rng = Rng.of(o.seed, 'tick', tickNo);
      roster ??= await o.source.deviceNames();
      const report: TickReport = { tick: tickNo, raised: 0, notified: 0, cleared: 0, outage: null, powerOutages: 0, opened: [], closed: [] };
      const n = roster.length;
      if (n > 0) {
        const base = o.changesPerTick ?? Math.min(25, Math.max(1, Math.round(n / 2500)));
        const picks = Array.from({ length: rng.int(0, 2 * base) }, () => roster![rng.int(0, n - 1)]);
        for (const d of await o.source.devices([...new Set(picks)])) {
          const kind = kindOf(d.className, d.model);
          if (!kind || !d.className || d.discovered === false) continue;
          const ev = rng.weighted(EVENT_CATALOG[kind.alerts].map((e) => [e, e.weight] as const));
          await o.sink.raiseAlert(raiseFor({ name: d.name, className: d.className }, kind, ev, now, rng));
          report.raised++;
        }

        const active = await o.source.activeAlertCount();
        const surplus = active - Math.round(n * ACTIVE_SHARE * 1.2);
        const clears = Math.max(0, report.raised + Math.round(surplus * 0.05));
        const notifies = rng.int(0, base);
        const candidates = (await o.source.activeAlerts(Math.max(50, 4 * (clears + notifies)))).filter((a) => !outage?.holds(a.name));
        const chosen = rng.sample(candidates.length, clears + notifies).map((i) => candidates[i]);
        for (const [i, a] of chosen.entries()) {
          if (i < notifies) report.notified += (await o.sink.notifyAlert(a.name, now)) ? 1 : 0;
          else report.cleared += (await o.sink.clearAlert(a.name, now)) ? 1 : 0;
        }

        if (!outage && rng.chance(o.outageChance ?? 0.03)) outage = await Outage.start(o.source, rng, tickNo);
        if (outage) {
          report.outage = outage.groupKey;
          const [raised, cleared] = await outage.step(o.sink, o.source, rng, tickNo, now);
          report.raised += raised;
          report.cleared += cleared;
          if (outage.done) outage = null;
        }
      }
      // Its own stream, drawn after everything else: the alert feed replays as before.
      if (n > 0) await liveCpeChange(o, roster, tickNo, now, o.cpeChangeChance ?? 0.2);
      // EM7 events and VPN user counts: their own (seed, tick) stream, after the feeds above.
      await liveEm7(o, tickNo, now);
      // A function of the clock alone (no random stream): the other feeds replay as before.
      report.powerOutages = await power.step(o.sink, now);
      Object.assign(report, await o.sink.refreshImpact(now));
      // Salesforce cases after the events they notify: its own (seed, tick) stream, drawn last.
      if (n > 0) await liveSalesforce(o, roster, tickNo, now);
      // Cradlepoint usage reports: their own (seed, tick) stream, after every other feed.
      await liveCradlepoint(o, tickNo, now);
      return report;
    },
  };
}
