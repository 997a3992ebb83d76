import type { AlertRaise, ImpactOutcome } from '@nms/simulator';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { clearAlert, notifyAlert, raiseAlert, raiseName } from './alert-repository';
import { feedAlertRaise, type FeedAlert } from './feed-alert';
import { inTransaction } from './in-transaction';
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

  /** A feed's notification (feed-alert.ts): raised or re-notified. Returns the alert name. */
  async raiseFeedAlert(a: FeedAlert): Promise<{ name: string; outcome: 'raised' | 'notified' }> {
    const raise = feedAlertRaise(a);
    return { name: raiseName(raise), outcome: await this.raiseAlert(raise) };
  }

  /** A feed saying its problem is over: clears the alert of that device, event and instance if active. */
  clearFeedAlert(a: Pick<FeedAlert, 'device' | 'eventName' | 'instance' | 'at'>): Promise<boolean> {
    const raise = feedAlertRaise({ ...a, severity: 5, text: '', source: '' });
    return this.clearAlert(raiseName(raise), a.at);
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
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM devices WHERE management_ip = ${ip} ORDER BY name COLLATE "C" LIMIT 1`.execute(this.db);
    return rows[0]?.name ?? null;
  }

  /** A device named `key`, else the device at address `key`, else null. */
  async deviceByNameOrAddress(key: string): Promise<string | null> {
    const { rows } = await sql<{ name: string }>`SELECT name FROM devices WHERE name = ${key}`.execute(this.db);
    return rows[0]?.name ?? (await this.deviceByAddress(key));
  }
}
