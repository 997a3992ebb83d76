import { LIVE_WINDOW_MS } from '@nms/contract';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { coalesce } from './coalesce';
import { liveClient } from './live-client';
import type { LiveState, LiveViewSpec, ViewChange } from './live-types';
import { viewKey } from './view-registry';

/** The tab's live state, for the header's indicator. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(liveClient.subscribe, liveClient.getState);
}

/** How many views the open stream serves, and whether it serves every view of the tab (tests wait for it). */
export function useLiveServed(): { views: number; synced: boolean } {
  const views = useSyncExternalStore(liveClient.subscribe, liveClient.servedViews);
  const synced = useSyncExternalStore(liveClient.subscribe, liveClient.synced);
  return { views, synced };
}

/**
 * Watches `view` while the component is mounted (undefined: nothing yet) and calls `onChange`
 * with what changed in it. Equal views of several screens are one view on the stream.
 */
export function useLiveView(view: LiveViewSpec | undefined, onChange: (change: ViewChange) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const key = view ? viewKey(view) : undefined;
  useEffect(() => {
    if (!key) return;
    const spec = Object.fromEntries(JSON.parse(key) as [string, unknown][]) as LiveViewSpec;
    return liveClient.registry.add(spec, (change) => latest.current(change));
  }, [key]);
}

/**
 * Reloads with `reload` (a query's refetch, an invalidation) whenever `view` changes, one reload
 * in flight at a time; `accept` may skip changes that do not concern the screen (keys it does not show).
 */
export function useLiveReload(view: LiveViewSpec | undefined, reload: () => unknown, accept?: (change: ViewChange) => boolean): void {
  const run = useCoalesced(reload);
  const latestAccept = useRef(accept);
  useEffect(() => {
    latestAccept.current = accept;
  });
  useLiveView(view, (change) => {
    if (change.many || !latestAccept.current || latestAccept.current(change)) run();
  });
}

/**
 * `fn` (the latest one given) run for a burst of calls with one run in flight at a time, and runs
 * at least a live window apart (coalesce): a storm costs a screen one read a window, whatever
 * else (resumes, several views) tells it to reload.
 */
export function useCoalesced(fn: () => unknown): () => void {
  const latest = useRef(fn);
  const runner = useRef<() => Promise<void>>(undefined);
  useEffect(() => {
    latest.current = fn;
  });
  return useCallback(() => {
    runner.current ??= coalesce(async () => latest.current(), { gapMs: LIVE_WINDOW_MS });
    void runner.current();
  }, []);
}
