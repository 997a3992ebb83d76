import type { OtherDevice } from '@nms/contract';

const FIELDS = ['name', 'org_name', 'type', 'ip'] as const;

/** The search panel: rows with the text in any shown column (case-insensitive); all rows when empty. */
export function searchRows(rows: readonly OtherDevice[], text: string): OtherDevice[] {
  const t = text.trim().toLowerCase();
  if (!t) return [...rows];
  return rows.filter((r) => FIELDS.some((f) => (r[f] ?? '').toLowerCase().includes(t)));
}
