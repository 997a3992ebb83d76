export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of a record change, in the record's order: the changed ones, or with `all` every
 * field. A create (before null) or a delete (after null) shows every field: all of them changed.
 */
export function changedFields(before: unknown, after: unknown, all = false): FieldChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const names = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return names
    .map((field) => ({ field, before: b[field], after: a[field], changed: !same(b[field], a[field]) || before === null || after === null }))
    .filter((c) => all || c.changed);
}

/** A value as the table shows it: blank for none, lists comma separated, objects as JSON. */
export function showValue(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(', ');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}
