import type { LiveView } from '@nms/contract';
import type { LiveChange, LiveTopic } from './stream-feed';

/** The view is concerned but the change names no keys (a record with empty keys: everything of its topic). */
export const EVERYTHING = 'everything' as const;
export type ViewHit = readonly string[] | typeof EVERYTHING | undefined;

/** What the dashboard aggregates count: devices and their states, alerts, network events, CMDB locations and groups. */
const AGGREGATE_TOPICS: ReadonlySet<LiveTopic> = new Set(['device', 'alert', 'network-event', 'cmdb']);
/** Topics keyed by device name that a device's own screen shows. */
const DEVICE_TOPICS: ReadonlySet<LiveTopic> = new Set(['device', 'alert', 'pam', 'action']);

/** The keys of `change` among `wanted` (one or a few names), or EVERYTHING for a record without keys. */
function among(change: LiveChange, wanted: readonly string[]): ViewHit {
  if (change.keys.length === 0 && !change.devices?.length) return EVERYTHING;
  const hits = wanted.filter((w) => change.keys.includes(w) || change.devices?.includes(w) === true);
  return hits.length > 0 ? hits : undefined;
}

/** Every key of the change, or EVERYTHING for a record without keys. */
const all = (change: LiveChange): ViewHit => (change.keys.length === 0 ? EVERYTHING : change.keys);

/**
 * Which keys of one change concern one view (undefined: none). A `devices` view's query is not
 * applied here: its keys are candidates the device index still has to test (view-device-query.ts).
 */
export function matchChange(view: LiveView, change: LiveChange): ViewHit {
  switch (view.kind) {
    case 'device':
      if (DEVICE_TOPICS.has(change.topic)) return among(change, [view.name]);
      if (change.topic === 'network-event' && view.groups?.length) return among(change, view.groups);
      return undefined;
    case 'devices':
      return change.topic === 'device' ? all(change) : undefined;
    case 'alerts':
      if (change.topic !== 'alert') return undefined;
      return view.device === undefined ? all(change) : among(change, [view.device]);
    case 'network-events':
      if (change.topic !== 'network-event') return undefined;
      return view.group === undefined ? all(change) : among(change, [view.group]);
    case 'pam':
      if (change.topic !== 'pam') return undefined;
      return view.device === undefined ? all(change) : among(change, [view.device]);
    case 'cmdb':
      if (change.topic !== 'cmdb') return undefined;
      return view.table === undefined ? all(change) : among(change, [view.table]);
    case 'maintenance':
      if (change.topic !== 'maintenance') return undefined;
      return view.window === undefined ? all(change) : among(change, [view.window]);
    case 'aggregates':
      return AGGREGATE_TOPICS.has(change.topic) ? all(change) : undefined;
  }
}

/** Whether the view's query is one the device index has to test (a blank query matches every device). */
export const hasDeviceQuery = (view: LiveView): view is Extract<LiveView, { kind: 'devices' }> & { query: string } =>
  view.kind === 'devices' && view.query !== undefined && view.query.trim() !== '';
