import type { AlertmanagerAnswer, AlertmanagerWebhook, IngestAlert, IngestAlertsAnswer, UnknownDeviceAlert } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FeedLogger } from '../../feeds/feed-host';
import { FleetService, type AlertChangeOutcome, type FeedAlertChange } from '../fleet';
// A deadlock victim (an inventory ingest or a PAM move locking the same devices and groups in another order) runs again.
import { retryTransient } from '../../db/patient-write';
import { mapAlertmanagerAlert } from './alertmanager-map';
import { devicesByKeys } from './device-keys-repository';
import { addFeedCounters, noteUnknownSources, type UnknownSeen } from '../feed-health';
import { epochOf } from './ingest-time';

export const ALERTMANAGER_FEED = 'alertmanager';
export const GENERIC_FEED = 'ingest-alerts';

/**
 * Alerts from other monitors, applied through the fleet's write path: each call is one set-based
 * transaction. An alert whose device is unknown is answered and counted, never failed:
 * Alertmanager retries a failed webhook forever.
 */
export class AlertIngestService {
  private readonly fleet: FleetService;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FeedLogger,
    private readonly deviceLabels: readonly string[] = ['device', 'instance'],
  ) {
    this.fleet = new FleetService(db, undefined, 'alertmanager');
  }

  /** Resolves every key of a call at once; then the device of the first key of an alert that names one. */
  private async resolver(keys: readonly string[]) {
    const found = await devicesByKeys(this.db, keys);
    return (tried: readonly string[]): string | null => {
      for (const key of tried) {
        const name = found.get(key);
        if (name) return name;
      }
      return null;
    };
  }

  async alertmanager(payload: AlertmanagerWebhook, now: number): Promise<AlertmanagerAnswer> {
    const answer: AlertmanagerAnswer = { raised: 0, notified: 0, cleared: 0, unchanged: 0, unknownDevice: [] };
    const mapped = payload.alerts.map((alert, i) => mapAlertmanagerAlert(alert, i, this.deviceLabels));
    const resolve = await this.resolver(mapped.flatMap((m) => m.keys));
    const changes: FeedAlertChange[] = [];
    const unassigned: UnknownSeen[] = [];
    for (const m of mapped) {
      const device = resolve(m.keys);
      if (!device) {
        answer.unknownDevice.push({ index: m.index, event: m.eventName, device: m.deviceLabel });
        unassigned.push(unassignedAlert(m.deviceLabel ?? '(no device label)', m.firing, m.eventName, m.severity, m.text, now));
        continue;
      }
      // Times are the receipt time: startsAt may lie far back (an Alertmanager restart re-sends
      // everything), and the console's "last notified" must move on each notification.
      changes.push(
        m.firing
          ? {
              raise: {
                device,
                eventName: m.eventName,
                severity: m.severity,
                text: m.text,
                instance: m.instance,
                visibility: m.visibility,
                source: 'ALERTMANAGER',
                at: now,
              },
            }
          : { clear: { device, eventName: m.eventName, instance: m.instance, at: now } },
      );
    }
    await this.apply(changes, answer);
    await this.countUnknown(ALERTMANAGER_FEED, answer.unknownDevice, unassigned, now, payload.groupKey);
    return answer;
  }

  async generic(items: readonly IngestAlert[], now: number): Promise<IngestAlertsAnswer> {
    const answer: IngestAlertsAnswer = { raised: 0, notified: 0, cleared: 0, unchanged: 0, errors: [] };
    const unknown: UnknownDeviceAlert[] = [];
    const unassigned: UnknownSeen[] = [];
    const resolve = await this.resolver(items.map((item) => item.device.trim()));
    const changes: FeedAlertChange[] = [];
    for (const [i, item] of items.entries()) {
      const device = resolve([item.device.trim()]);
      if (!device) {
        unknown.push({ index: i, event: item.event, device: item.device });
        unassigned.push(unassignedAlert(item.device, item.state === 'open', item.event, item.severity, item.text, epochOf(item.time) ?? now));
        answer.errors.push({ index: i, device: item.device, message: `body/${i}/device: no device has the name or management IP '${item.device}'` });
        continue;
      }
      const at = epochOf(item.time) ?? now;
      const instance = item.instance?.trim() || undefined;
      const eventName = item.event.trim();
      changes.push(
        item.state === 'open'
          ? {
              raise: {
                device,
                eventName,
                severity: item.severity,
                text: item.text,
                instance,
                visibility: item.visibility,
                source: item.source?.trim() || 'INGEST',
                at,
              },
            }
          : { clear: { device, eventName, instance, at } },
      );
    }
    await this.apply(changes, answer);
    await this.countUnknown(GENERIC_FEED, unknown, unassigned, now);
    return answer;
  }

  /**
   * A call's changes in one set-based transaction (a storm of 10,000 is a few statements), run
   * again whole if the database picks it as a deadlock victim; the outcomes add to the answer.
   */
  private async apply(changes: readonly FeedAlertChange[], answer: Record<AlertChangeOutcome, number>): Promise<void> {
    for (const outcome of await retryTransient(() => this.fleet.applyFeedAlerts(changes))) answer[outcome] += 1;
  }

  /** Alerts for unknown devices are counted and kept in the unassigned list (Admin → Feeds), never dropped silently. */
  private async countUnknown(
    feed: string,
    unknown: readonly UnknownDeviceAlert[],
    unassigned: readonly UnknownSeen[],
    now: number,
    groupKey?: string,
  ) {
    if (unknown.length === 0) return;
    await addFeedCounters(this.db, feed, [['unknown_device', unknown.length]], now);
    await noteUnknownSources(this.db, feed, unassigned);
    this.log.warn({ feed, count: unknown.length, groupKey, first: unknown.slice(0, 5) }, 'alerts for unknown devices were not placed');
  }
}

/** An alert whose device nobody knows, as the unassigned list shows it. */
const unassignedAlert = (
  device: string,
  open: boolean,
  event: string,
  severity: number | undefined,
  text: string | undefined,
  at: number,
): UnknownSeen => ({
  address: device,
  count: 1,
  sample: `${open ? 'firing' : 'resolved'} ${event}${severity ? ` (severity ${severity})` : ''}${text ? `: ${text}` : ''}`,
  at,
});
