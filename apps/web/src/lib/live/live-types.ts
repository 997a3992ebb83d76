/**
 * The live protocol of issue 20 as the browser speaks it (docs: /work/notes/live-protocol.md):
 * one stream per tab, opened with the views the tab's screens show.
 */

/** What a screen watches; the server sends only changes that touch it. */
export type LiveViewSpec =
  | { kind: 'device'; name: string; groups?: string[] }
  | { kind: 'devices'; query?: string }
  | { kind: 'alerts'; device?: string }
  | { kind: 'network-events'; group?: string }
  | { kind: 'pam'; device?: string }
  | { kind: 'cmdb'; table?: string }
  | { kind: 'aggregates' };

/** A view as the stream's body names it: the spec with the id the `changes` events answer by. */
export type LiveView = LiveViewSpec & { id: string };

/** What changed in a view: the keys the server named, or too many to name (reload it all). */
export interface ViewChange {
  many: boolean;
  keys: readonly string[];
}

/** The header's indicator: 'Live', 'Reconnecting' or 'Paused' (the user's toggle is off). */
export type LiveState = 'live' | 'reconnecting' | 'paused';

export const LIVE_STATE_LABEL: Record<LiveState, string> = { live: 'Live', reconnecting: 'Reconnecting', paused: 'Paused' };

export const EVERYTHING: ViewChange = { many: true, keys: [] };
