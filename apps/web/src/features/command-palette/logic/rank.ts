import type { ItemKind, PaletteItem } from './palette-item';

/** How well a label matches: 0 exact, 1 prefix, 2 a word's prefix, 3 contains, undefined no match. */
export function matchScore(label: string, query: string): number | undefined {
  const l = label.toLowerCase();
  const q = query.trim().toLowerCase();
  if (!q) return 3;
  if (l === q) return 0;
  if (l.startsWith(q)) return 1;
  if (l.split(/[\s\-_/.:]+/).some((w) => w.startsWith(q))) return 2;
  return l.includes(q) ? 3 : undefined;
}

/** Kinds the server filtered (their hits may match on a field the label does not show). */
const SERVER_KINDS: ReadonlySet<ItemKind> = new Set(['device', 'customer']);
/** Among equal matches: what an operator looks for most often first. */
const KIND_ORDER: Record<ItemKind, number> = { device: 0, view: 1, screen: 2, customer: 3, cmdb: 4 };
/** At most this many of one kind, so one kind does not push the others off the list. */
export const PER_KIND: Record<ItemKind, number> = { device: 8, view: 6, screen: 6, customer: 5, cmdb: 6 };
export const MAX_ITEMS = 30;

/**
 * The palette's list: recent items that match first (most recent first), then by match quality,
 * kind and label. An empty query lists the recent items only.
 */
export function rankItems(candidates: readonly PaletteItem[], query: string, recent: readonly PaletteItem[]): PaletteItem[] {
  const recency = new Map(recent.map((r, i) => [r.key, i]));
  if (!query.trim()) return recent.slice(0, MAX_ITEMS);
  const seen = new Set<string>();
  const scored: Array<{ item: PaletteItem; score: number; recent: number }> = [];
  // The recent entry stands in for a candidate of the same key only when the search did not find it.
  for (const item of [...candidates, ...recent]) {
    if (seen.has(item.key)) continue;
    const score = matchScore(item.label, query) ?? (SERVER_KINDS.has(item.kind) && candidates.includes(item) ? 4 : undefined);
    if (score === undefined) continue;
    seen.add(item.key);
    scored.push({ item, score, recent: recency.get(item.key) ?? Infinity });
  }
  scored.sort(
    (a, b) =>
      a.recent - b.recent || a.score - b.score || KIND_ORDER[a.item.kind] - KIND_ORDER[b.item.kind] || a.item.label.localeCompare(b.item.label),
  );
  const perKind = new Map<ItemKind, number>();
  const out: PaletteItem[] = [];
  for (const { item, recent: r } of scored) {
    const n = perKind.get(item.kind) ?? 0;
    // Recent items always show; the per-kind cap limits the others.
    if (r === Infinity && n >= PER_KIND[item.kind]) continue;
    perKind.set(item.kind, n + 1);
    out.push(item);
    if (out.length >= MAX_ITEMS) break;
  }
  return out;
}
