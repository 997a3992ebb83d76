import type { PaletteItem } from './palette-item';

/** How many recently opened items the palette remembers per user. */
export const MAX_RECENT = 15;

/** Kept per user in local storage (a shared workstation: each operator sees their own). */
export const recentKey = (user: string) => `nms.palette.recent.${user || 'anonymous'}`;

const isItem = (v: unknown): v is PaletteItem => {
  const o = v as PaletteItem;
  return !!o && typeof o.key === 'string' && typeof o.label === 'string' && typeof o.to === 'string' && typeof o.kind === 'string';
};

/** The stored list, newest first; anything unreadable counts as nothing. */
export function readRecent(storage: Pick<Storage, 'getItem'>, user: string): PaletteItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(recentKey(user)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** The list after opening `item`: it moves to the front, once. */
export function withRecent(list: readonly PaletteItem[], item: PaletteItem): PaletteItem[] {
  return [item, ...list.filter((r) => r.key !== item.key)].slice(0, MAX_RECENT);
}

export function rememberRecent(storage: Pick<Storage, 'getItem' | 'setItem'>, user: string, item: PaletteItem): PaletteItem[] {
  const next = withRecent(readRecent(storage, user), item);
  try {
    storage.setItem(recentKey(user), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the palette still opens the item.
  }
  return next;
}
