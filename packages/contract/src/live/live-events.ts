import type { LiveChanges, LiveHello, LiveNoData, LiveViewChange } from './live-event-schemas';

/**
 * The events of the live stream (live-stream.ts), the one definition of the server's writer
 * (apps/api modules/live) and the browser's reader (apps/web lib/live): each event's name (its
 * `event:` line) and the JSON of its `data:` line(s). Pings are `: ping` comments, not events.
 * Their TypeBox schemas sit in live-event-schemas.ts, which the browser never loads: building
 * them at import would put TypeBox's builders in every screen's first chunk.
 */

/** The event names, as written on the `event:` line. */
export const LIVE_EVENT = { hello: 'hello', changes: 'changes', resync: 'resync', reauth: 'reauth' } as const;
export type LiveEventName = (typeof LIVE_EVENT)[keyof typeof LIVE_EVENT];
export const LIVE_EVENTS: readonly LiveEventName[] = Object.values(LIVE_EVENT);

/** Each event's data, by name: what the server's writer takes and the client's reader answers. */
export interface LiveEventData {
  hello: LiveHello;
  changes: LiveChanges;
  resync: LiveNoData;
  reauth: LiveNoData;
}

/** One event of the stream, its name and its data. */
export type LiveEvent = { [E in LiveEventName]: { event: E; data: LiveEventData[E] } }[LiveEventName];

const isLiveEventName = (name: string): name is LiveEventName => (LIVE_EVENTS as readonly string[]).includes(name);

/**
 * One event as the client reads it (its name and its data text), undefined for a name this
 * contract does not know (a newer server's). Lenient, as a reader of the wire must be: data that
 * is not JSON reads as `{}`, a hello without resumed=true did not resume, a view's keys that are
 * not strings are dropped, and a view told anything but many=true is told its keys.
 */
export function readLiveEvent(event: string, data: string): LiveEvent | undefined {
  if (!isLiveEventName(event)) return undefined;
  const json = parseObject(data);
  switch (event) {
    case LIVE_EVENT.hello:
      return { event, data: { resumed: json.resumed === true, process: typeof json.process === 'string' ? json.process : '' } };
    case LIVE_EVENT.changes:
      return { event, data: readChanges(json) };
    default:
      return { event, data: {} };
  }
}

function readChanges(json: Record<string, unknown>): LiveChanges {
  const views: Record<string, LiveViewChange> = {};
  for (const [id, v] of Object.entries(objectOf(json.views))) {
    const view = objectOf(v);
    views[id] =
      view.many === true ? { many: true } : { keys: Array.isArray(view.keys) ? view.keys.filter((k): k is string => typeof k === 'string') : [] };
  }
  return typeof json.readAfter === 'string' ? { views, readAfter: json.readAfter } : { views };
}

/** The JSON object a data text holds; anything else (not JSON, an array, a string) reads as `{}`. */
function parseObject(text: string): Record<string, unknown> {
  try {
    return objectOf(JSON.parse(text));
  } catch {
    return {};
  }
}

const objectOf = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
