import type {
  ActiveAlertBrief,
  AlertRaise,
  AlertRecord,
  ChangeLogRows,
  DeviceBrief,
  DeviceRecord,
  FleetSink,
  FleetSource,
  GroupBrief,
  GroupRecord,
  ImpactOutcome,
  ImpactPoint,
  LocationRecord,
  NetworkEventRecord,
  PowerOutageRecord,
} from '@nms/simulator';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { observeCommitLag, recordFeedWrites } from '../../lib/telemetry/feed-metrics';
import { RepositoryEm7Store } from '../../modules/device-search';
import { seedEm7 } from '../em7/em7-seed';
import { seedIpam } from '../ipam/ipam-seed';
import { seedCmdb } from '../cmdb/seed-cmdb';
import { SalesforceRepository } from '../../modules/nmc';
import { CradlepointRepository } from '../../modules/cradlepoint';
import { seedCradlepointSources } from '../cradlepoint/cradlepoint-seed';
import {
  insertAlerts,
  markSimulated,
  upsertDevices,
  FleetService,
  insertChangeLog,
  recomputeGroupImpact,
  splitGroupKey,
  inTransaction,
  appendImpactHistory,
  evaluateNetworkEvents,
  insertImpactHistory,
  insertNetworkEvents,
  upsertPowerOutages,
  SIMULATOR_SOURCE,
} from '../../modules/fleet';

/** The simulator's own active alerts: its source on a device it made. */
const SIMULATOR_ALERT = sql`active AND source = ${SIMULATOR_SOURCE} AND EXISTS (SELECT 1 FROM devices d WHERE d.name = alerts.element_name AND d.simulated)`;

export interface RepositorySinkOptions {
  /** Impact history resolution: one point per group per bucket (default one minute). */
  historyBucketMs?: number;
  /**
   * Counts the writes on /metrics under this source ('simulator' for the live feed), with the
   * commit lag measured on `now` (the clock the changes are stamped with). Unset: not counted.
   */
  metrics?: { source: string; now: () => number };
}

/**
 * The simulator's sink and source over the fleet repositories: the same writes a production
 * feed adapter makes. Lists come back in byte order (COLLATE "C") so a seeded live feed picks
 * the same devices on PGlite and on PostgreSQL whatever the database's collation.
 */
export class RepositoryFleetSink implements FleetSink, FleetSource {
  private readonly bucketMs: number;
  private readonly metrics: RepositorySinkOptions['metrics'];
  /** Live changes go through the fleet's one write path, as every other feed's do. */
  readonly fleet: FleetService;
  /** The Salesforce feed's store (NMC Tools): the live driver fills and moves cases through it. */
  readonly salesforce: SalesforceRepository;
  /** The EM7 feed's store (Device Search events and VPN user counts). */
  readonly em7: RepositoryEm7Store;
  /** The Cradlepoint feeds' store (ECM, SSH, carrier): the live driver reports usage through it. */
  readonly cradlepoint: CradlepointRepository;

  constructor(
    private readonly db: Kysely<DB>,
    opts: RepositorySinkOptions = {},
  ) {
    this.bucketMs = opts.historyBucketMs ?? 60_000;
    this.metrics = opts.metrics;
    this.fleet = new FleetService(db, this.bucketMs);
    this.salesforce = new SalesforceRepository(db);
    this.em7 = new RepositoryEm7Store(db);
    this.cradlepoint = new CradlepointRepository(db);
  }

  // Inventory goes through the fleet's one write path, as the ingest API's does.
  writeGroups(groups: GroupRecord[]): Promise<void> {
    return this.fleet.writeGroups(groups);
  }
  writeLocations(rows: LocationRecord[]): Promise<void> {
    return this.fleet.writeLocations(rows);
  }
  async writeDevices(rows: DeviceRecord[]): Promise<void> {
    // One transaction: a device the simulator writes is never seen real (migration 038).
    await inTransaction(this.db, async (tx) => {
      await upsertDevices(tx, rows);
      await markSimulated(
        tx,
        rows.map((r) => r.name as string),
      );
    });
    this.count('devices', rows.length);
  }
  async writeAlerts(rows: AlertRecord[]): Promise<void> {
    await insertAlerts(this.db, rows);
    this.count('alerts', rows.length);
  }
  writeImpactHistory(points: ImpactPoint[]): Promise<void> {
    return insertImpactHistory(this.db, points);
  }
  writeNetworkEvents(events: NetworkEventRecord[]): Promise<void> {
    return insertNetworkEvents(this.db, events);
  }
  writeChangeLog(rows: ChangeLogRows): Promise<void> {
    return insertChangeLog(this.db, rows);
  }
  writePowerOutages(rows: PowerOutageRecord[], at: number): Promise<void> {
    return upsertPowerOutages(this.db, rows, at);
  }

  async finishLoad(at: number): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      await recomputeGroupImpact(tx);
      await evaluateNetworkEvents(tx, at);
      await appendImpactHistory(tx, at, this.bucketMs);
      await seedEm7(tx, at);
      await seedIpam(tx, { now: at });
      await seedCmdb(tx);
      await seedCradlepointSources(tx, at);
    });
    await sql`ANALYZE`.execute(this.db);
  }

  async raiseAlert(raise: AlertRaise): Promise<'raised' | 'notified'> {
    const outcome = await this.fleet.raiseAlert(raise);
    this.changed(raise.at, true);
    return outcome;
  }
  async notifyAlert(name: string, at: number): Promise<boolean> {
    return this.changed(at, await this.fleet.notifyAlert(name, at));
  }
  async clearAlert(name: string, at: number): Promise<boolean> {
    return this.changed(at, await this.fleet.clearAlert(name, at));
  }

  private count(kind: 'devices' | 'alerts', n: number): void {
    if (this.metrics) recordFeedWrites(this.metrics.source, kind, n);
  }

  /** One alert change committed (when it changed anything): counted, with its lag from `at`. */
  private changed(at: number, wrote: boolean): boolean {
    if (this.metrics && wrote) {
      recordFeedWrites(this.metrics.source, 'alerts', 1);
      observeCommitLag(this.metrics.source, at, this.metrics.now());
    }
    return wrote;
  }
  refreshImpact(at: number): Promise<ImpactOutcome> {
    return this.fleet.refreshImpact(at);
  }

  // The live feed works on what the simulator made: an imported device's state and alerts are
  // its real feeds' alone (issue 31 item 1), so it is never picked, raised, notified or cleared.
  async deviceNames(): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`SELECT name FROM devices WHERE simulated ORDER BY name COLLATE "C"`.execute(this.db);
    return rows.map((r) => r.name);
  }

  async devices(names: string[]): Promise<DeviceBrief[]> {
    if (names.length === 0) return [];
    const { rows } = await sql<DeviceBrief>`
      SELECT name, class_name AS "className", model, discovered FROM devices
       WHERE name = ANY(${names}::text[]) AND simulated ORDER BY name COLLATE "C"`.execute(this.db);
    return rows;
  }

  async activeAlerts(limit: number): Promise<ActiveAlertBrief[]> {
    const { rows } = await sql<ActiveAlertBrief>`
      SELECT name, element_name AS "elementName", severity, event_name AS "eventName" FROM alerts
       WHERE ${SIMULATOR_ALERT} ORDER BY last_notified_at, name COLLATE "C" LIMIT ${limit}`.execute(this.db);
    return rows;
  }

  async activeAlertCount(): Promise<number> {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM alerts WHERE ${SIMULATOR_ALERT}`.execute(this.db);
    return rows[0].n;
  }

  async groups(): Promise<GroupBrief[]> {
    const rows = await this.db.selectFrom('device_groups').select(['network_type', 'name', 'total_count', 'impacted_count']).orderBy('id').execute();
    return rows.map((g) => ({
      key: `${g.network_type}:${g.name}`,
      networkType: g.network_type,
      name: g.name,
      total: g.total_count,
      impacted: g.impacted_count,
    }));
  }

  async groupMembers(key: string, limit: number): Promise<string[]> {
    const [networkType, name] = splitGroupKey(key);
    const { rows } = await sql<{ device_name: string }>`
      SELECT m.device_name FROM device_group_members m JOIN device_groups g ON g.id = m.group_id
       JOIN devices d ON d.name = m.device_name AND d.simulated
       WHERE g.network_type = ${networkType} AND g.name = ${name}
       ORDER BY m.device_name COLLATE "C" LIMIT ${limit}`.execute(this.db);
    return rows.map((r) => r.device_name);
  }
}
