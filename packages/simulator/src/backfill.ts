import type { FleetPlan, GroupTally } from './fleet-generator';
import { Rng } from './prng';
import type { ImpactPoint, NetworkEventRecord } from './sink';

const HOUR = 3_600_000;

/** Chance a group had an outage crossing its threshold during the backfilled week. */
const OUTAGE_ODDS: Record<string, number> = { BEAM: 0.12, NAP_SOURCE: 0.1, GATEWAY: 0.08, CUSTOMER: 0.1, DATACENTER: 0.03 };

export const percentOf = (impacted: number, total: number): number => (total > 0 ? Math.round((10_000 * impacted) / total) / 100 : 0);

export const caseId = (rng: Rng): string => `CAS-${rng.int(50_000_000, 59_999_999)}`;

export interface Backfill {
  points: ImpactPoint[];
  events: NetworkEventRecord[];
}

/**
 * Hourly impact history for the `hours` before the load (so charts have data from the start),
 * with the past outages that crossed a group's threshold as closed network events, and the
 * beams in outage at load time as active ones. Totals are today's: the fleet did not change.
 */
export function backfillImpact(plan: FleetPlan, tally: GroupTally, hours = 168): Backfill {
  const points: ImpactPoint[] = [];
  const events: NetworkEventRecord[] = [];
  const lastHour = Math.floor(plan.now / HOUR) * HOUR;
  for (const g of plan.groups) {
    const rng = Rng.of(plan.seed, 'backfill', g.key);
    const { total, impacted } = tally.get(g.key) ?? { total: 0, impacted: 0 };
    const ongoing = g.networkType === 'BEAM' ? plan.outageBeams.get(g.name) : undefined;
    // The everyday share: what the group shows now, less any outage in progress.
    const base = ongoing !== undefined ? 0.03 : total > 0 ? impacted / total : 0;
    const past =
      total >= 5 && rng.chance(OUTAGE_ODDS[g.networkType] ?? 0)
        ? {
            from: lastHour - rng.int(12, hours - 12) * HOUR,
            hours: rng.int(2, 8),
            share: Math.min(0.95, (g.thresholdPercent / 100) * rng.float(1.2, 2.5)),
          }
        : null;
    let peak = 0;
    for (let h = hours; h >= 1; h--) {
      const ts = lastHour - h * HOUR;
      let share = Math.max(0, base + (rng.next() - 0.5) * 0.02);
      if (past && ts >= past.from && ts < past.from + past.hours * HOUR) share = Math.max(share, past.share * rng.float(0.85, 1));
      if (ongoing !== undefined && ts >= ongoing && total > 0) share = impacted / total;
      const hit = Math.min(total, Math.round(total * share));
      const percent = percentOf(hit, total);
      if (past && ts >= past.from && ts < past.from + past.hours * HOUR) peak = Math.max(peak, percent);
      points.push({ groupKey: g.key, ts, total, impacted: hit, percent, threshold: g.thresholdPercent });
    }
    if (past && peak >= g.thresholdPercent) {
      events.push({
        groupKey: g.key,
        name: g.key,
        impact: peak,
        caseId: caseId(rng),
        startTime: past.from,
        endTime: past.from + past.hours * HOUR,
        active: false,
      });
    }
    if (ongoing !== undefined && percentOf(impacted, total) >= g.thresholdPercent) {
      events.push({
        groupKey: g.key,
        name: g.key,
        impact: percentOf(impacted, total),
        caseId: caseId(rng),
        startTime: ongoing,
        endTime: null,
        active: true,
      });
    }
  }
  return { points, events };
}
