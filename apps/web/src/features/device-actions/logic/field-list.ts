/** A name/value row of the All Database Details popup. */
export interface FieldRow {
  name: string;
  value: string;
}

const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** Names upper-cased and sorted (spec 001 §2.3); later maps win on a repeated name. */
export function fieldRows(...maps: Record<string, unknown>[]): FieldRow[] {
  const byName = new Map<string, string>();
  for (const map of maps) for (const [k, v] of Object.entries(map)) byName.set(k.toUpperCase(), text(v));
  return [...byName.entries()].map(([name, value]) => ({ name, value })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Rows whose name or value contains the search text, case-insensitive. */
export function searchFields(rows: readonly FieldRow[], search: string): FieldRow[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...rows];
  return rows.filter((r) => r.name.toLowerCase().includes(q) || r.value.toLowerCase().includes(q));
}
