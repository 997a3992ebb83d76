import type { LiveView } from '@nms/contract';

/**
 * The live protocol of issue 20 as the browser speaks it (the contract's live/live-stream.ts):
 * one stream per tab, opened with the views the tab's screens show.
 */

/** What a screen watches (the contract's LiveView without the id): the server sends only changes that touch it. */
export type LiveViewSpec = LiveView extends infer V ? (V extends LiveView ? Omit<V, 'id'> : never) : never;

export type { LiveView };

/** What changed in a view: the keys the server named, or too many to name (reload it all). */
export interface ViewChange {
  many: boolean;
  keys: readonly string[];
}

/** The header's indicator: 'Live', 'Reconnecting' or 'Paused' (the user's toggle is off). */
export type LiveState = 'live' | 'reconnecting' | 'paused';

export const LIVE_STATE_LABEL: Record<LiveState, string> = { live: 'Live', reconnecting: 'Reconnecting', paused: 'Paused' };

export const EVERYTHING: ViewChange = { many: true, keys: [] };

/** The dashboard's counts (summary strips, Summary View, sunbursts, hierarchy counts, the geo map). */
export const AGGREGATES_VIEW: LiveViewSpec = { kind: 'aggregates' };
