import type { AlertmanagerAnswer, AlertmanagerWebhook, IngestAlert, IngestAlertsAnswer, UnknownDeviceAlert } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FeedLogger } from '../../feeds/feed-host';
import { FleetService } from '../fleet';
// A deadlock victim (an inventory ingest or a PAM move locking the same devices and groups in another order) runs again.
import { retryTransient } from '../pam-suspend/concurrency';
import { mapAlertmanagerAlert } from './alertmanager-map';
import { devicesByKeys } from './device-keys';
import { bumpFeedCounter } from './feed-counters';
import { epochOf } from './ingest-time';

export const ALERTMANAGER_FEED = 'alertmanager';
export const GENERIC_FEED = 'ingest-alerts';

/**
 * Alerts from other monitors, applied one by one through the fleet's write path (each alert is
 * its own transaction, like the simulator's, run again if the database picks it as a deadlock victim). An alert whose device is unknown is answered and
 * counted, never failed: Alertmanager retries a failed webhook forever.
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
    for (const m of mapped) {
      const i = m.index;
      const device = resolve(m.keys);
      if (!device) {
        answer.unknownDevice.push({ index: i, event: m.eventName, device: m.deviceLabel });
        continue;
      }
      // Times are the receipt time: startsAt may lie far back (an Alertmanager restart re-sends
      // everything), and the console's "last notified" must move on each notification.
      if (m.firing) {
        const { outcome } = await retryTransient(() =>
          this.fleet.raiseFeedAlert({
            device,
            eventName: m.eventName,
            severity: m.severity,
            text: m.text,
            instance: m.instance,
            visibility: m.visibility,
            source: 'ALERTMANAGER',
            at: now,
          }),
        );
        answer[outcome] += 1;
      } else {
        const cleared = await retryTransient(() => this.fleet.clearFeedAlert({ device, eventName: m.eventName, instance: m.instance, at: now }));
        answer[cleared ? 'cleared' : 'unchanged'] += 1;
      }
    }
    await this.countUnknown(ALERTMANAGER_FEED, answer.unknownDevice, now, payload.groupKey);
    return answer;
  }

  async generic(items: readonly IngestAlert[], now: number): Promise<IngestAlertsAnswer> {
    const answer: IngestAlertsAnswer = { raised: 0, notified: 0, cleared: 0, unchanged: 0, errors: [] };
    const unknown: UnknownDeviceAlert[] = [];
    const resolve = await this.resolver(items.map((item) => item.device.trim()));
    for (const [i, item] of items.entries()) {
      const device = resolve([item.device.trim()]);
      if (!device) {
        unknown.push({ index: i, event: item.event, device: item.device });
        answer.errors.push({ index: i, device: item.device, message: `body/${i}/device: no device has the name or management IP '${item.device}'` });
        continue;
      }
      const at = epochOf(item.time) ?? now;
      const instance = item.instance?.trim() || undefined;
      if (item.state === 'open') {
        const { outcome } = await retryTransient(() =>
          this.fleet.raiseFeedAlert({
            device,
            eventName: item.event.trim(),
            severity: item.severity,
            text: item.text,
            instance,
            visibility: item.visibility,
            source: item.source?.trim() || 'INGEST',
            at,
          }),
        );
        answer[outcome] += 1;
      } else {
        const cleared = await retryTransient(() => this.fleet.clearFeedAlert({ device, eventName: item.event.trim(), instance, at }));
        answer[cleared ? 'cleared' : 'unchanged'] += 1;
      }
    }
    await this.countUnknown(GENERIC_FEED, unknown, now);
    return answer;
  }

  private async countUnknown(feed: string, unknown: readonly UnknownDeviceAlert[], now: number, groupKey?: string) {
    if (unknown.length === 0) return;
    await bumpFeedCounter(this.db, feed, 'unknown_device', unknown.length, now);
    this.log.warn({ feed, count: unknown.length, groupKey, first: unknown.slice(0, 5) }, 'alerts for unknown devices were not placed');
  }
}
