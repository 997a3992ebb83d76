import type { AlertRaise, DeviceRecord, GroupRecord, ImpactOutcome, LocationRecord } from '@nms/simulator';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { observeCommitLag, recordFeedWrites } from '../../lib/telemetry/feed-metrics';
import type { AlertChangeOutcome } from './alert-changes';
import { applyAlertChanges, clearAlert, notifyAlert, raiseAlert } from './alert-repository';
import {
  analyzeInventoryTables,
  deviceNameByAddress,
  deviceNamesByAddresses,
  deviceNameIfExists,
  upsertDevices,
  upsertLocations,
} from './device-repository';
import { feedAlertName, feedAlertRaise, type FeedAlert, type FeedAlertChange, type FeedAlertClear } from './feed-alert';
import { upsertGroups } from './group-repository';
import { inTransaction } from './in-transaction';
import {
  ingestDevices,
  retireDevices,
  type DeviceIngestOutcome,
  type DeviceInventoryRow,
  type InventoryCounts,
  type RetireOutcome,
} from './inventory-devices-repository';
import { deleteGroups, ingestGroups, type GroupInventoryRow, type GroupRef } from './inventory-groups-repository';
import { deleteLocations, ingestLocations } from './inventory-locations-repository';
import { changeMembership, type MemberPair, type MembershipOutcome } from './inventory-members-repository';
import { appendImpactHistory, evaluateNetworkEvents } from './network-event-repository';

/**
 * The one write path of the fleet: the simulator (through RepositoryFleetSink), the ingest API,
 * the poller and the receivers all change devices, alerts and group impact through this service,
 * so every screen behaves the same whatever feeds it.
 */
export class FleetService {
  constructor(
    protected readonly db: Kysely<DB>,
    private readonly historyBucketMs = 60_000,
    /** The feed writing (poller, traps, syslog, alertmanager): its alerts count in /metrics under this name. */
    private readonly source?: string,
  ) {}

  /** Raises the alert, or re-notifies it when already active; the device state and group impact follow. */
  raiseAlert(raise: AlertRaise): Promise<'raised' | 'notified'> {
    return raiseAlert(this.db, raise);
  }

  notifyAlert(name: string, at: number): Promise<boolean> {
    return notifyAlert(this.db, name, at);
  }

  /** Clears (archives) an active alert; the device state and group impact follow. */
  clearAlert(name: string, at: number): Promise<boolean> {
    return clearAlert(this.db, name, at);
  }

  /**
   * A feed's changes (feed-alert.ts) applied together, set-based, in one transaction: a storm of
   * 10,000 alerts costs a few statements. Answers each change's outcome, in order.
   */
  async applyFeedAlerts(changes: readonly FeedAlertChange[]): Promise<AlertChangeOutcome[]> {
    const outcomes = await applyAlertChanges(
      this.db,
      changes.map((c) => ('raise' in c ? { raise: feedAlertRaise(c.raise) } : { clear: { name: feedAlertName(c.clear), at: c.clear.at } })),
    );
    if (this.source) {
      const written = outcomes.filter((o) => o !== 'unchanged').length;
      if (written > 0) recordFeedWrites(this.source, 'alerts', written);
      const now = Date.now();
      for (const c of changes) if ('raise' in c) observeCommitLag(this.source, c.raise.at, now);
    }
    return outcomes;
  }

  /** A feed's notification: raised or re-notified. Returns the alert name. */
  async raiseFeedAlert(a: FeedAlert): Promise<{ name: string; outcome: 'raised' | 'notified' }> {
    const [outcome] = await this.applyFeedAlerts([{ raise: a }]);
    return { name: feedAlertName(a), outcome: outcome === 'raised' ? 'raised' : 'notified' };
  }

  /** A feed saying its problem is over: clears the alert of that device, event and instance if active. */
  async clearFeedAlert(a: FeedAlertClear): Promise<boolean> {
    const [outcome] = await this.applyFeedAlerts([{ clear: a }]);
    return outcome === 'cleared';
  }

  /** Opens/closes network events on threshold crossings and records the impact history point. */
  refreshImpact(at: number): Promise<ImpactOutcome> {
    return inTransaction(this.db, async (tx) => {
      const outcome = await evaluateNetworkEvents(tx, at);
      await appendImpactHistory(tx, at, this.historyBucketMs);
      return outcome;
    });
  }

  /** The device whose management IP is `ip` (the first by name when several share it), or null. */
  async deviceByAddress(ip: string): Promise<string | null> {
    return (await deviceNameByAddress(this.db, ip)) ?? null;
  }

  /** The device at each management IP, as deviceByAddress answers one; addresses of no device are absent. */
  devicesByAddresses(ips: readonly string[]): Promise<Map<string, string>> {
    return deviceNamesByAddresses(this.db, ips);
  }

  // Inventory. Every write composes with the caller's transaction (an ingest call is one).

  /** Upserts devices by name with PATCH semantics (inventory-devices-repository.ts); a retired name comes back. */
  ingestDevices(rows: readonly DeviceInventoryRow[], at: number): Promise<DeviceIngestOutcome> {
    return ingestDevices(this.db, rows, at);
  }

  /** Takes devices out of the fleet, keeping their history (inventory-devices-repository.ts). */
  retireDevices(names: readonly string[], opts: { at: number; by: string }): Promise<RetireOutcome> {
    return retireDevices(this.db, names, opts);
  }

  /** Upserts locations (rows keyed by column, customer_location_id the key). */
  ingestLocations(rows: ReadonlyArray<Record<string, unknown>>): Promise<InventoryCounts> {
    return ingestLocations(this.db, rows);
  }

  deleteLocations(ids: readonly string[]): Promise<number> {
    return deleteLocations(this.db, ids);
  }

  /** Upserts groups by network type and name; a new group takes in the devices that name it. */
  ingestGroups(rows: readonly GroupInventoryRow[]): Promise<InventoryCounts> {
    return ingestGroups(this.db, rows);
  }

  deleteGroups(refs: readonly GroupRef[], at: number): Promise<number> {
    return deleteGroups(this.db, refs, at);
  }

  /** Adds and removes group members (through memberOf); `replace` drops the named groups' other members. */
  changeMembership(
    change: { add?: readonly MemberPair[]; remove?: readonly MemberPair[]; replace?: boolean },
    at: number,
  ): Promise<MembershipOutcome> {
    return changeMembership(this.db, change, at);
  }

  /**
   * Fresh planner statistics for the inventory tables after a big import. The embedded engine
   * has no autovacuum, so without it the console's queries plan on the table as it was.
   */
  async analyzeInventory(): Promise<void> {
    await analyzeInventoryTables(this.db);
  }

  /** The simulator's whole-record device writes: every column as given, state kept on update. */
  writeDevices(rows: readonly DeviceRecord[]): Promise<void> {
    return upsertDevices(this.db, rows);
  }

  writeLocations(rows: readonly LocationRecord[]): Promise<void> {
    return upsertLocations(this.db, rows);
  }

  writeGroups(groups: readonly GroupRecord[]): Promise<void> {
    return upsertGroups(this.db, groups);
  }

  /** A device named `key`, else the device at address `key`, else null. */
  async deviceByNameOrAddress(key: string): Promise<string | null> {
    return (await deviceNameIfExists(this.db, key)) ?? (await this.deviceByAddress(key));
  }
}
