import type { FeedAlertChange } from '../fleet';
import type { SnmpInterface } from '../snmp';
import type { StoredInterface } from './interface-repository';

export const UNREACHABLE = 'Unreachable';
export const LINK_DOWN = 'LinkDown';
/** The agent answered but refused the credentials: Minor, so it neither makes the device impacted nor opens network events. */
export const CREDENTIALS = 'SnmpCredentials';

/** ifOperStatus down (2), notPresent (6) and lowerLayerDown (7) are a broken link; dormant (5) and testing (3) are not. */
const BROKEN = new Set([2, 6, 7]);

/** An interface the operator wants up (ifAdminStatus up) that is not. */
export const linkIsDown = (adminStatus: number | null, operStatus: number | null) =>
  adminStatus === 1 && operStatus !== null && BROKEN.has(operStatus);

export interface LinkChange {
  kind: 'raise' | 'clear';
  ifIndex: number;
  /** The alert's instance: ifName, else `ifIndex N` (what a trap receiver finds in device_interfaces by ifIndex). */
  name: string;
}

/** Raise for interfaces that went down (or are first seen down); clear for those back up, shut, or gone. */
export function linkChanges(
  before: ReadonlyArray<Pick<StoredInterface, 'ifIndex' | 'name' | 'adminStatus' | 'operStatus'>>,
  after: SnmpInterface[],
): LinkChange[] {
  const old = new Map(before.map((i) => [i.ifIndex, i]));
  const changes: LinkChange[] = [];
  for (const i of after) {
    const was = old.get(i.ifIndex);
    old.delete(i.ifIndex);
    const wasDown = was ? linkIsDown(was.adminStatus, was.operStatus) : false;
    const isDown = linkIsDown(i.adminStatus, i.operStatus);
    if (wasDown && (!isDown || was!.name !== i.name)) changes.push({ kind: 'clear', ifIndex: i.ifIndex, name: was!.name });
    if (isDown && (!wasDown || was!.name !== i.name)) changes.push({ kind: 'raise', ifIndex: i.ifIndex, name: i.name });
  }
  for (const gone of old.values()) {
    if (linkIsDown(gone.adminStatus, gone.operStatus)) changes.push({ kind: 'clear', ifIndex: gone.ifIndex, name: gone.name });
  }
  return changes;
}

/** The LinkDown alert changes of one device's link changes. */
export function linkAlertChanges(device: string, changes: LinkChange[], at: number): FeedAlertChange[] {
  return changes.map((c) =>
    c.kind === 'clear'
      ? { clear: { device, eventName: LINK_DOWN, instance: c.name, at } }
      : {
          raise: {
            device,
            eventName: LINK_DOWN,
            instance: c.name,
            severity: 2,
            source: 'SNMP',
            at,
            text: `Interface ${c.name} (ifIndex ${c.ifIndex}) is down`,
          },
        },
  );
}

/**
 * 'Unreachable' follows transitions only (a steady state writes nothing): raised when a device
 * stops answering, cleared when it answers again, or on its first answer (an alert left from
 * before this device's poll history began).
 */
export function reachabilityChanges(
  device: string,
  before: boolean | null,
  now: boolean,
  source: 'SNMP' | 'ICMP',
  text: string,
  at: number,
): FeedAlertChange[] {
  if (now && before !== true) return [{ clear: { device, eventName: UNREACHABLE, at } }];
  if (!now && before !== false) return [{ raise: { device, eventName: UNREACHABLE, severity: 1, source, text, at } }];
  return [];
}

/** 'SnmpCredentials' follows transitions as 'Unreachable' does: raised when the agent starts refusing the credentials, cleared when it accepts them. */
export function credentialChanges(device: string, before: boolean, now: boolean, text: string, at: number): FeedAlertChange[] {
  if (!now && before) return [{ clear: { device, eventName: CREDENTIALS, at } }];
  if (now && !before) {
    return [{ raise: { device, eventName: CREDENTIALS, severity: 3, category: 'Configuration', visibility: 'External', source: 'SNMP', text, at } }];
  }
  return [];
}
