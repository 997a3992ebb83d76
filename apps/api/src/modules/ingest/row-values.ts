import { inChunks } from './in-chunks';
import { INGEST_LIMITS, fieldByName, type FieldDef, type IngestError } from '@nms/contract';
import { isIP } from 'node:net';

const INT_MAX = 2_147_483_647;
/** Epoch milliseconds up to the year 275760 (the largest JavaScript date). */
const EPOCH_MAX = 8.64e15;
/** Text fields that hold an address a feed or an action connects to. */
const ADDRESS_FIELDS = new Set(['managementIp']);
const RANGES: Record<string, [number, number]> = { latitude: [-90, 90], longitude: [-180, 180], thresholdPercent: [0, 100] };

/**
 * Why a value of the right JSON type cannot be stored (its row is rejected), or undefined.
 * Null is always fine: it clears the field.
 */
export function valueProblem(f: FieldDef, v: unknown): string | undefined {
  if (v === null) return undefined;
  switch (f.type) {
    case 'text': {
      const s = v as string;
      if (s.length > INGEST_LIMITS.text) return `${f.name} is longer than ${INGEST_LIMITS.text} characters`;
      // The poller and the actions would reach for this address: '' means none, anything else must be one.
      return ADDRESS_FIELDS.has(f.name) && s !== '' && isIP(s) === 0 ? `${f.name} must be an IPv4 or IPv6 address, not '${s}'` : undefined;
    }
    case 'int':
      return Number.isInteger(v) && Math.abs(v as number) <= INT_MAX ? undefined : `${f.name} must be a whole number within ±${INT_MAX}`;
    case 'epoch':
      return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= EPOCH_MAX
        ? undefined
        : `${f.name} must be epoch milliseconds (a whole number ≥ 0)`;
    case 'float': {
      const range = RANGES[f.name];
      const n = v as number;
      return range && (n < range[0] || n > range[1]) ? `${f.name} must be between ${range[0]} and ${range[1]}` : undefined;
    }
    case 'bool':
      return undefined;
    case 'textArray': {
      const a = v as string[];
      if (a.length > INGEST_LIMITS.arrayItems) return `${f.name} has more than ${INGEST_LIMITS.arrayItems} items`;
      if (a.some((s) => s.length > INGEST_LIMITS.arrayItem)) return `${f.name} has an item longer than ${INGEST_LIMITS.arrayItem} characters`;
      return new Set(a).size < a.length ? `${f.name} names an item twice` : undefined;
    }
  }
}

/** Why a key value (a name, an id) cannot be used, or undefined. */
export function keyProblem(field: string, v: unknown): string | undefined {
  if (v === undefined || v === null || v === '') return `${field} is required`;
  const s = v as string;
  if (s.trim() === '') return `${field} must not be blank`;
  if (s.trim() !== s) return `${field} must not start or end with spaces`;
  return s.length > INGEST_LIMITS.name ? `${field} is longer than ${INGEST_LIMITS.name} characters` : undefined;
}

export interface RowRules {
  /** What a row is, for messages ('device'). */
  noun: string;
  fields: readonly FieldDef[];
  /** Fields that identify the row (required, never null). */
  keys: readonly string[];
  /** Known fields a client may not write, with the reason. */
  readOnly?: Readonly<Record<string, string>>;
}

export interface CheckedRow {
  line: number;
  /** The row's fields by name (keys included), values as sent; absent fields absent. */
  values: Map<string, unknown>;
  retire: boolean;
}

/**
 * Checks one row's field names and values: the checked row, or every error it has (field and
 * message, in field order), so a file's author fixes a row once, not once per error.
 */
export function checkRow(rules: RowRules, line: number, row: Record<string, unknown>): CheckedRow | IngestError[] {
  const byName = fieldsOf(rules);
  const values = new Map<string, unknown>();
  const errors: IngestError[] = [];
  for (const key of Object.keys(row)) {
    if (key === 'retire') continue;
    const reason = rules.readOnly?.[key];
    const f = byName.get(key);
    if (reason) errors.push({ line, field: key, message: reason });
    else if (!f) errors.push({ line, field: key, message: `${key} is not a ${rules.noun} field` });
    else values.set(key, row[key]);
  }
  for (const key of rules.keys) {
    const problem = keyProblem(key, row[key]);
    if (problem) errors.push({ line, field: key, message: problem });
  }
  const retire = row.retire === true;
  if (!retire) {
    for (const [key, v] of values) {
      if (rules.keys.includes(key)) continue;
      const problem = valueProblem(byName.get(key)!, v);
      if (problem) errors.push({ line, field: key, message: problem });
    }
  }
  return errors.length > 0 ? errors : { line, values, retire };
}

/**
 * Every row checked: the good ones and each error of the bad ones, in row order. A chunk of rows
 * at a time with a turn of the event loop between (100,000 rows take about a second), so other
 * requests are served while a big call is checked.
 */
export async function checkRows(rules: RowRules, rows: ReadonlyArray<{ line: number; value: unknown }>): Promise<Array<CheckedRow | IngestError>> {
  const out: Array<CheckedRow | IngestError> = [];
  await inChunks(rows, (r) => {
    const checked = checkRow(rules, r.line, r.value as Record<string, unknown>);
    if (Array.isArray(checked)) out.push(...checked);
    else out.push(checked);
  });
  return out;
}

const cache = new WeakMap<RowRules, ReadonlyMap<string, FieldDef>>();
function fieldsOf(rules: RowRules): ReadonlyMap<string, FieldDef> {
  let m = cache.get(rules);
  if (!m) cache.set(rules, (m = fieldByName(rules.fields)));
  return m;
}
