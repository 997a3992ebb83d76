import { QueryClient, type QueryKey } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/**
 * Device data is keyed by WHAT it is (kind) and WHICH devices it covers, never by screen: a write
 * names the devices and kinds it changed and every card, tab, popup and dock showing them reloads.
 */
export type DeviceDataKind = 'details' | 'pam' | 'transport';
export const DEVICE_DATA_ROOT = 'device-data';

export interface DeviceDataChange {
  devices: readonly string[];
  kinds: readonly DeviceDataKind[];
}

/** The key of one read of `kind` about `devices` (sorted, so one set of devices is one key). */
export const deviceDataKey = (kind: DeviceDataKind, devices: readonly string[], ...rest: readonly unknown[]) =>
  [DEVICE_DATA_ROOT, kind, [...new Set(devices)].sort(), ...rest] as const;

/** Whether a query key reads data that `change` made stale (any device in common, a kind named). */
export function isChangedBy(key: QueryKey, change: DeviceDataChange): boolean {
  if (key[0] !== DEVICE_DATA_ROOT || !change.kinds.includes(key[1] as DeviceDataKind)) return false;
  const devices = key[2];
  return Array.isArray(devices) && devices.some((d) => change.devices.includes(d as string));
}

/** What each kind of write changes on the server, so callers name the write and not the screens. */
export const WRITE_EFFECTS = {
  // A schedule moves the device's own suspend flag too (devices.pam_suspended).
  pam: ['pam', 'details'],
  // Discovery and state-changing actions (reboots, outlet resets...) move what the cards and transport blocks read.
  deviceAction: ['details', 'transport'],
  // Refresh and the timer: everything the device page shows.
  everything: ['details', 'pam', 'transport'],
} as const satisfies Record<string, readonly DeviceDataKind[]>;

/**
 * Whether a device action changes the device (so its screens reload after it): discovery, and the
 * secured and advanced actions (reboots, outlet resets, lease clears). Reads such as ping do not.
 */
export const actionChangesDevice = (def: { kind: string; secured?: boolean; section: string }): boolean =>
  def.kind === 'discovery' || def.secured === true || def.section === 'advanced_actions';

const CHANNEL = 'nms-device-data';
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);

/** Reloads the queries `change` made stale in this tab (active ones refetch now). */
export function invalidateLocally(client: QueryClient, change: DeviceDataChange): Promise<void> {
  return client.invalidateQueries({ predicate: (q) => isChangedBy(q.queryKey, change) });
}

/**
 * After a write: reloads here, and tells the other tabs of this browser (one sign-in, one origin)
 * so a second tab on the same device does not keep showing what was true before.
 */
export function invalidateDeviceData(client: QueryClient, change: DeviceDataChange): Promise<void> {
  channel?.postMessage({ devices: [...change.devices], kinds: [...change.kinds] } satisfies DeviceDataChange);
  return invalidateLocally(client, change);
}

const isChange = (v: unknown): v is DeviceDataChange =>
  !!v && typeof v === 'object' && Array.isArray((v as DeviceDataChange).devices) && Array.isArray((v as DeviceDataChange).kinds);

/** Applies the changes other tabs announce to `client`; answers the unsubscribe. */
export function listenForDeviceChanges(client: QueryClient, source: BroadcastChannel | undefined = channel): () => void {
  if (!source) return () => undefined;
  const onMessage = (e: MessageEvent) => {
    // Received changes are applied, not re-announced: no echo between tabs.
    if (isChange(e.data)) void invalidateLocally(client, e.data);
  };
  source.addEventListener('message', onMessage);
  return () => source.removeEventListener('message', onMessage);
}

listenForDeviceChanges(queryClient);
