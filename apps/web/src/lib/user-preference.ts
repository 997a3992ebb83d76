import { useCallback, useSyncExternalStore } from 'react';

/**
 * A choice a user makes in this browser (the Live toggle, the grids' density): per user, so a
 * shared browser keeps each one's; only a choice is stored, never the default; every reader in
 * every tab follows a write at once.
 */
export interface UserPreference<T> {
  key: (userName: string) => string;
  /** The stored choice, or the default (also without a user, or when storage refuses). */
  read: (userName: string | undefined) => T;
  write: (userName: string, value: T) => void;
  use: (userName: string | undefined) => [T, (value: T) => void];
}

interface PreferenceOptions<T> {
  /** The localStorage key prefix: the user name follows it. */
  prefix: string;
  fallback: T;
  /** What a stored text means (anything unknown: the default). */
  parse: (stored: string) => T;
  /** What to store for a value; null removes the key (the value is the default). */
  serialize: (value: T) => string | null;
}

/** The event this tab sends itself when it writes (the browser's 'storage' event reaches only the other tabs). */
const CHANGED = 'nms-user-preference';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

export function userPreference<T>({ prefix, fallback, parse, serialize }: PreferenceOptions<T>): UserPreference<T> {
  const key = (userName: string) => `${prefix}${userName}`;
  const read = (userName: string | undefined): T => {
    if (!userName) return fallback;
    try {
      const stored = window.localStorage.getItem(key(userName));
      return stored === null ? fallback : parse(stored);
    } catch {
      return fallback;
    }
  };
  const write = (userName: string, value: T) => {
    try {
      const stored = serialize(value);
      if (stored === null) window.localStorage.removeItem(key(userName));
      else window.localStorage.setItem(key(userName), stored);
    } catch {
      // Storage refused (private mode quota): the choice holds for this page only.
    }
    window.dispatchEvent(new Event(CHANGED));
  };
  const usePreference = (userName: string | undefined): [T, (value: T) => void] => {
    const value = useSyncExternalStore(subscribe, () => read(userName));
    const set = useCallback((next: T) => userName && write(userName, next), [userName]);
    return [value, set];
  };
  return { key, read, write, use: usePreference };
}
