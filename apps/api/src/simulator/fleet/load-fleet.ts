import { backfillImpact, planFleet, powerOutageSnapshot, type GroupTally, type SeedReport } from '@nms/simulator';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import {
  CHANGE_LOG_TABLES,
  CPE_CHANGE_COLUMNS,
  EMS_CHANGE_COLUMNS,
  SALESFORCE_CASE_COLUMNS,
  ALERT_COLUMNS,
  DEVICE_COLUMNS,
  LOCATION_COLUMNS,
  createIndexes,
  dropConstraints,
  dropSecondaryIndexes,
  withBulkSession,
  insertAllMembership,
  recomputeGroupImpact,
  upsertGroups,
  appendImpactHistory,
  evaluateNetworkEvents,
  insertImpactHistory,
  insertNetworkEvents,
  upsertPowerOutages,
} from '../../modules/fleet';
import { csvBatches } from './csv-batches';
import { loadSalesforce } from '../salesforce/load-salesforce';
import { seedEm7 } from '../em7/em7-seed';
import { seedIpam } from '../ipam/ipam-seed';
import { seedCmdb } from '../cmdb/seed-cmdb';
import { seedCradlepointSources } from '../cradlepoint/cradlepoint-seed';

export interface LoadFleetOptions {
  size: number;
  seed: number;
  /** Alerts in the initial history, active and archived (default 6 per device). */
  alertsTotal?: number;
  /** "As of" time of the generated fleet (default now). */
  now?: number;
  /** Devices per COPY batch. */
  batchSize?: number;
  historyBucketMs?: number;
  /** Generate in a worker thread, overlapping with the database (default: from 50,000 devices). */
  worker?: boolean;
  log?: { info(obj: object, msg?: string): void };
}

export interface LoadFleetReport extends SeedReport {
  ms: number;
  phases: Record<string, number>;
}

const DEVICE_CHANGE_TRIGGERS = ['insert', 'update', 'delete'] as const;
/** The alert counters' triggers (migration 027): off for COPY, the counters rebuilt once after. */
const ALERT_COUNT_TRIGGERS = ['alerts_counts_insert', 'alerts_counts_update', 'alerts_counts_delete'] as const;
const BULK_TABLES = ['devices', 'alerts', 'locations', 'device_group_members', ...CHANGE_LOG_TABLES];

/**
 * Generates a fleet and bulk-loads it with COPY into an empty database, in one transaction:
 * a crash leaves the database as it was, never half a fleet. Rows stream in batches, so a
 * million devices never sit in memory at once. Secondary indexes are dropped for the load and
 * built once at the end; membership, impact and network events are then derived in SQL.
 */
export async function loadFleet(database: Database, opts: LoadFleetOptions): Promise<LoadFleetReport> {
  const start = performance.now();
  const phases: Record<string, number> = {};
  let mark = start;
  const phase = (name: string) => {
    const t = performance.now();
    phases[name] = Math.round(t - mark);
    mark = t;
    opts.log?.info({ phase: name, ms: phases[name] }, 'fleet load phase done');
  };
  const now = opts.now ?? Date.now();
  const plan = planFleet({ seed: opts.seed, size: opts.size, now, alertsTotal: opts.alertsTotal });
  const report: LoadFleetReport = {
    devices: 0,
    alerts: 0,
    locations: 0,
    groups: plan.groups.length,
    historyPoints: 0,
    networkEvents: 0,
    changeLog: 0,
    ms: 0,
    phases,
  };

  await withBulkSession(database, (session) =>
    session.db.transaction().execute(async (tx) => {
      const existing = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM devices LIMIT 1) x`.execute(tx);
      if (existing.rows[0].n > 0) throw new Error('loadFleet needs an empty devices table');
      await upsertGroups(tx, plan.groups);
      const indexes = await dropSecondaryIndexes(tx, BULK_TABLES);
      // The name pieces of the search boxes (migrations 026, 028) fill from COPY's trigger: index them once, after.
      const gramIndexes = (
        await sql<{ name: string; def: string }>`
          SELECT indexname AS name, indexdef AS def FROM pg_indexes
           WHERE schemaname = 'search' AND tablename = 'device_name_grams' AND indexname LIKE 'device_name_grams%idx'`.execute(tx)
      ).rows;
      for (const { name } of gramIndexes) await sql`DROP INDEX IF EXISTS ${sql.id('search', name)}`.execute(tx);
      // One 'everything changed' note instead of one per device (migration 025): readers reload.
      for (const op of DEVICE_CHANGE_TRIGGERS) await sql.raw(`ALTER TABLE devices DISABLE TRIGGER devices_changes_${op}`).execute(tx);
      // A million alerts through transition tables batch by batch cost more than one recount.
      for (const name of ALERT_COUNT_TRIGGERS) await sql.raw(`ALTER TABLE alerts DISABLE TRIGGER ${name}`).execute(tx);
      const constraints = await dropConstraints(tx, 'device_group_members');
      // The devices COPY writes are the simulator's (migration 038): their actions are simulated.
      await sql`ALTER TABLE devices ALTER COLUMN simulated SET DEFAULT true`.execute(tx);
      const tally: GroupTally = new Map();
      const job = { seed: plan.seed, size: plan.size, now, alertsTotal: plan.alertsTotal, batchSize: opts.batchSize ?? 10_000 };
      for await (const batch of csvBatches(job, tally, opts.worker ?? opts.size >= 50_000)) {
        await session.copy('locations', LOCATION_COLUMNS, batch.locations);
        await session.copy('devices', DEVICE_COLUMNS, batch.devices);
        await session.copy('alerts', ALERT_COLUMNS, batch.alerts);
        await session.copy('cpe_changes', CPE_CHANGE_COLUMNS, batch.cpeChanges);
        await session.copy('salesforce_cases', SALESFORCE_CASE_COLUMNS, batch.salesforceCases);
        await session.copy('ems_changes', EMS_CHANGE_COLUMNS, batch.emsChanges);
        report.devices += batch.counts.devices;
        report.alerts += batch.counts.alerts;
        report.locations += batch.counts.locations;
        report.changeLog += batch.counts.changeLog;
      }
      await sql`ALTER TABLE devices ALTER COLUMN simulated SET DEFAULT false`.execute(tx);
      phase('copy');
      await seedEm7(tx, now);
      await seedCradlepointSources(tx, now);
      await insertAllMembership(tx);
      phase('membership');
      for (const op of DEVICE_CHANGE_TRIGGERS) await sql.raw(`ALTER TABLE devices ENABLE TRIGGER devices_changes_${op}`).execute(tx);
      await sql`INSERT INTO device_changes (name) VALUES (NULL)`.execute(tx);
      for (const name of ALERT_COUNT_TRIGGERS) await sql.raw(`ALTER TABLE alerts ENABLE TRIGGER ${name}`).execute(tx);
      await sql`SELECT alert_counts.rebuild()`.execute(tx);
      await createIndexes(tx, indexes, database.engine === 'pglite' ? '256MB' : '512MB');
      for (const { def } of gramIndexes) await sql.raw(def).execute(tx);
      for (const statement of constraints) await sql.raw(statement).execute(tx);
      phase('indexes');
      await recomputeGroupImpact(tx);
      const { points, events } = backfillImpact(plan, tally);
      await insertImpactHistory(tx, points);
      await insertNetworkEvents(tx, events);
      await evaluateNetworkEvents(tx, now);
      await appendImpactHistory(tx, now, opts.historyBucketMs ?? 60_000);
      report.historyPoints = points.length;
      report.networkEvents = events.length;
      phase('impact');
      // The power outage feed's first snapshot, as of the fleet's time.
      await upsertPowerOutages(tx, powerOutageSnapshot(plan.seed, now), now);
      // The Salesforce org's case history, after the network events its notifications name.
      await loadSalesforce(session, tx, plan);
      // The Infoblox IPAM data set: host records and networks of the devices' addresses.
      await seedIpam(tx, { now, session });
      // The CMDB reference data the fleet's datacenters, beams and services imply.
      await seedCmdb(tx);
    }),
  );
  // Fresh statistics, or the planner guesses on an empty-table estimate for the first queries.
  await sql`ANALYZE`.execute(database.db);
  phase('analyze');
  report.ms = Math.round(performance.now() - start);
  return report;
}
