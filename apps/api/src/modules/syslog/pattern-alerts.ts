import type { FeedAlertChange, FleetService } from '../fleet';
import { matchPatterns, type SyslogPattern } from './syslog-patterns';
import type { SyslogRecord } from './syslog-repository';

/**
 * Pattern alerts of stored messages, in arrival order, through the fleet service (source SYSLOG,
 * text = the message), written as one set-based call per batch. Repeats of the same raise on the same alert within a batch are one call
 * with the latest line (a flood of one error line is one re-notification per flush); a
 * raise → clear → raise in one batch still shows the flap.
 */
export async function applyPatternAlerts(
  fleet: Pick<FleetService, 'applyFeedAlerts'>,
  patterns: readonly SyslogPattern[],
  rows: readonly SyslogRecord[],
): Promise<void> {
  if (patterns.length === 0) return;
  const last = new Map<string, { action: 'raise' | 'clear'; index: number }>();
  const changes: FeedAlertChange[] = [];
  for (const r of rows) {
    for (const m of matchPatterns(patterns, r.message)) {
      const key = `${r.deviceName}\0${m.eventName}\0${m.instance ?? ''}`;
      const before = last.get(key);
      const at = r.receivedAt;
      if (m.action === 'raise') {
        const raise = {
          device: r.deviceName,
          eventName: m.eventName,
          severity: m.severity,
          text: r.message.slice(0, 1000),
          instance: m.instance,
          visibility: m.visibility,
          source: 'SYSLOG',
          at,
        };
        // A repeat raise takes the place of the one before it: the alert shows the latest line.
        const index = before?.action === 'raise' ? before.index : changes.length;
        changes[index] = { raise };
        last.set(key, { action: 'raise', index });
      } else if (before?.action !== 'clear') {
        last.set(key, { action: 'clear', index: changes.length });
        changes.push({ clear: { device: r.deviceName, eventName: m.eventName, instance: m.instance, at } });
      }
    }
  }
  await fleet.applyFeedAlerts(changes);
}
