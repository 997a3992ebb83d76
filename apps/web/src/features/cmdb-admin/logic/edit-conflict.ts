import { CMDB_ENTITIES, type CmdbCollection, type CmdbRecord } from '@nms/contract';
import { ApiError } from '../../../lib/api-client';
import { rowToForm, type FormValue, type FormValues } from './form-values';

/**
 * An edit refused because the record changed since the form opened (409 with `current`, issue 30
 * item 12): what the other change did, field by field, and the form rebased on the current record.
 */
export interface FieldChange {
  name: string;
  label: string;
  /** The value when the form opened, and the value stored now (as the form shows them). */
  was: string;
  now: string;
  /** The user had typed another value into this field too: theirs is kept, so they decide. */
  typed: boolean;
}

/** The current record of a 409 on a stale edit; undefined for any other failure. */
export function staleRecord(error: unknown): CmdbRecord | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const current = (error.body as { current?: unknown } | undefined)?.current;
  return current && typeof current === 'object' ? (current as CmdbRecord) : undefined;
}

const text = (v: FormValue | undefined): string => {
  if (v === null || v === undefined || v === '') return '(blank)';
  if (Array.isArray(v)) return v.length ? v.join(', ') : '(blank)';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  return String(v);
};
const same = (a: FormValue | undefined, b: FormValue | undefined) => text(a) === text(b);

/**
 * The form after a refused edit: fields the user left alone take the current value (so the next
 * Save does not undo the other change); fields the user typed keep what they typed. Answers the
 * fields the other change touched.
 */
export function rebaseForm(
  collection: CmdbCollection,
  opened: CmdbRecord,
  current: CmdbRecord,
  values: FormValues,
): { values: FormValues; changes: FieldChange[] } {
  const was = rowToForm(collection, opened);
  const now = rowToForm(collection, current);
  const next: FormValues = { ...values };
  const changes: FieldChange[] = [];
  for (const f of CMDB_ENTITIES[collection].fields) {
    const typed = !same(values[f.name], was[f.name]);
    if (!typed) next[f.name] = now[f.name];
    if (!same(was[f.name], now[f.name])) changes.push({ name: f.name, label: f.label, was: text(was[f.name]), now: text(now[f.name]), typed });
  }
  return { values: next, changes };
}
