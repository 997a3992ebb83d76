import { backfillImpact } from './backfill';
import { fleetBatches, planFleet, type FleetOptions, type GroupTally } from './fleet-generator';
import { powerOutageSnapshot } from './power-outage';
import type { FleetSink } from './sink';

export interface SeedReport {
  devices: number;
  alerts: number;
  locations: number;
  groups: number;
  historyPoints: number;
  networkEvents: number;
  /** Change-log rows of the three sources together. */
  changeLog: number;
}

/**
 * Writes a whole generated fleet through a sink, batch by batch: groups, then devices with
 * their locations and alert history, then the backfilled impact history and past network
 * events, then lets the sink settle impact. Memory stays at one batch plus the plan.
 */
export async function seedFleet(sink: FleetSink, opts: FleetOptions & { batchSize?: number }): Promise<SeedReport> {
  const plan = planFleet(opts);
  const tally: GroupTally = new Map();
  const report: SeedReport = { devices: 0, alerts: 0, locations: 0, groups: plan.groups.length, historyPoints: 0, networkEvents: 0, changeLog: 0 };
  await sink.writeGroups(plan.groups);
  for (const batch of fleetBatches(plan, opts.batchSize ?? 2000, tally)) {
    await sink.writeLocations(batch.locations);
    await sink.writeDevices(batch.devices);
    await sink.writeAlerts(batch.alerts);
    await sink.writeChangeLog(batch.changeLog);
    report.devices += batch.devices.length;
    report.alerts += batch.alerts.length;
    report.locations += batch.locations.length;
    report.changeLog += batch.changeLog.cpe.length + batch.changeLog.cases.length + batch.changeLog.ems.length;
  }
  const { points, events } = backfillImpact(plan, tally);
  for (let i = 0; i < points.length; i += 5000) await sink.writeImpactHistory(points.slice(i, i + 5000));
  await sink.writeNetworkEvents(events);
  report.historyPoints = points.length;
  report.networkEvents = events.length;
  await sink.writePowerOutages(powerOutageSnapshot(plan.seed, plan.now), plan.now);
  await sink.finishLoad(plan.now);
  return report;
}
