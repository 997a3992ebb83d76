import { useCallback, useSyncExternalStore } from 'react';

/** Where a user's Live toggle is remembered: per user, so a shared browser keeps each one's choice. */
export const livePreferenceKey = (userName: string) => `nms.live.${userName}`;

/** The event this tab sends itself when it writes (the browser's 'storage' event reaches only the other tabs). */
const CHANGED = 'nms-live-preference';

/** Live is on unless the user turned it off in this browser: only a choice is stored, never the default. */
export function readLivePreference(userName: string): boolean {
  try {
    return window.localStorage.getItem(livePreferenceKey(userName)) !== 'false';
  } catch {
    return true;
  }
}

export function writeLivePreference(userName: string, on: boolean): void {
  try {
    window.localStorage.setItem(livePreferenceKey(userName), on ? 'true' : 'false');
  } catch {
    // Storage refused (private mode quota): the choice holds for this page only.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The signed-in user's Live toggle: on by default (issue 20), remembered in this browser, the same in every tab. */
export function useLivePreference(userName: string): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, () => readLivePreference(userName));
  const set = useCallback((value: boolean) => writeLivePreference(userName, value), [userName]);
  return [on, set];
}
