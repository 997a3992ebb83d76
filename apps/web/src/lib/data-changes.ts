import type { QueryClient, QueryKey } from '@tanstack/react-query';

/*
 * What a write changes, declared once. Cached server data is keyed by WHAT it is (its kind) and,
 * for device data, WHICH devices it covers, never by screen. A write names its effect from
 * WRITE_EFFECTS; announceChange reloads what went stale in this tab and tells the other tabs,
 * which apply it the same way (listenForChanges). The live stream's device pages use the same
 * table (invalidateLocally) when a change is theirs to follow.
 */

/** Device data: keyed by kind and by the devices it covers (deviceDataKey). */
const DEVICE_KINDS = ['details', 'pam', 'transport'] as const;
export type DeviceDataKind = (typeof DEVICE_KINDS)[number];
export const DEVICE_DATA_ROOT = 'device-data';

/** The key of one read of `kind` about `devices` (sorted, so one set of devices is one key). */
export const deviceDataKey = (kind: DeviceDataKind, devices: readonly string[], ...rest: readonly unknown[]) =>
  [DEVICE_DATA_ROOT, kind, [...new Set(devices)].sort(), ...rest] as const;

/** Every other kind of data: the query key prefixes its reads start with (features build their keys from these). */
export const DATA_PREFIXES = {
  // Device Details' tabs: events, network events, archived events, change log, additional details.
  deviceTabs: [['es', 'device'], ['splunk'], ['es', 'logs'], ['smarts']],
  // The CMDB tabs, their lookups, and the Overview's hierarchy read from the locations.
  cmdb: [['cmdb'], ['svn', 'svi_hughes_locations_hierarchy']],
  maintenance: [['maintenance']],
  savedViews: [['saved-views']],
  apiTokens: [['admin', 'api-tokens']],
  feedHealth: [['admin', 'feeds']],
  cradlepoint: [['cradlepoint']],
  geoMap: [['geo-map']],
  // An alert's workflow and notes (issue 33), as the event details show them.
  alertWorkflow: [['alert-workflow']],
} as const satisfies Record<string, readonly (readonly string[])[]>;
export type ListKind = keyof typeof DATA_PREFIXES;
export type DataKind = DeviceDataKind | ListKind;

/** What went stale: kinds (of `devices` when named; of every device otherwise), or all data. */
export interface DataChange {
  kinds: readonly DataKind[] | 'all';
  devices?: readonly string[];
}

/** What each kind of write changes on the server, so callers name the write and not the screens. */
export const WRITE_EFFECTS = {
  // A schedule moves the device's own suspend flag too (devices.pam_suspended).
  pam: ['pam', 'details'],
  // Discovery and state-changing actions (reboots, outlet resets...) move what the cards and transport blocks read.
  deviceAction: ['details', 'transport'],
  // Refresh and the timer: everything the device page shows.
  everything: ['details', 'pam', 'transport', 'deviceTabs'],
  cmdb: ['cmdb'],
  maintenance: ['maintenance'],
  savedViews: ['savedViews'],
  alertWorkflow: ['alertWorkflow'],
  apiTokens: ['apiTokens'],
  // Importing an unknown source as a device takes it off the list.
  feedHealth: ['feedHealth'],
  // A device import: lists, counts, trees and maps all read the new fleet.
  deviceImport: 'all',
} as const satisfies Record<string, DataChange['kinds']>;

const startsWith = (key: QueryKey, prefix: readonly string[]) => prefix.every((part, i) => key[i] === part);

/** Whether a query key reads data that `change` made stale. */
export function isChangedBy(key: QueryKey, change: DataChange): boolean {
  if (change.kinds === 'all') return true;
  if (key[0] === DEVICE_DATA_ROOT) {
    if (!change.kinds.includes(key[1] as DeviceDataKind)) return false;
    const devices = key[2];
    return !change.devices || (Array.isArray(devices) && devices.some((d) => change.devices!.includes(d as string)));
  }
  return change.kinds.some(
    (kind) => !(DEVICE_KINDS as readonly string[]).includes(kind) && DATA_PREFIXES[kind as ListKind].some((p) => startsWith(key, p)),
  );
}

/**
 * Whether a device action changes the device (so its screens reload after it): discovery, and the
 * secured and advanced actions (reboots, outlet resets, lease clears). Reads such as ping do not.
 */
export const actionChangesDevice = (def: { kind: string; secured?: boolean; section: string }): boolean =>
  def.kind === 'discovery' || def.secured === true || def.section === 'advanced_actions';

const CHANNEL = 'nms-data-changes';
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);

/** Reloads the queries `change` made stale in this tab (active ones refetch now). */
export function invalidateLocally(client: QueryClient, change: DataChange): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => isChangedBy(q.queryKey, change) });
}

/**
 * After a write: reloads here, and tells the other tabs of this browser (one sign-in, one origin)
 * so a second tab does not keep showing what was true before.
 */
export function announceChange(client: QueryClient, change: DataChange): Promise<void> {
  const message: DataChange = { kinds: change.kinds === 'all' ? 'all' : [...change.kinds], ...(change.devices && { devices: [...change.devices] }) };
  channel?.postMessage(message);
  return invalidateLocally(client, change);
}

const isChange = (v: unknown): v is DataChange => {
  if (!v || typeof v !== 'object') return false;
  const { kinds, devices } = v as DataChange;
  return (kinds === 'all' || Array.isArray(kinds)) && (devices === undefined || Array.isArray(devices));
};

/** Applies the changes other tabs announce to `client`; answers the unsubscribe. */
export function listenForChanges(client: QueryClient, source: BroadcastChannel | undefined = channel): () => void {
  if (!source) return () => undefined;
  const onMessage = (e: MessageEvent) => {
    // Received changes are applied, not re-announced: no echo between tabs.
    if (isChange(e.data)) void invalidateLocally(client, e.data);
  };
  source.addEventListener('message', onMessage);
  return () => source.removeEventListener('message', onMessage);
}
