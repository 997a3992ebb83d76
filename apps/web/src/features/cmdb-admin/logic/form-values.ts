import { CMDB_ENTITIES, parseCmdbNumber, type CmdbCollection, type CmdbField, type CmdbRecord, type CmdbValue } from '@nms/contract';

/**
 * What an editor holds: text, date and number inputs hold strings (a half-typed number is not a
 * number yet), a switch a boolean, the services multi-select a list, a lookup the id as text.
 */
export type FormValue = string | number | boolean | string[] | null;
export type FormValues = Record<string, FormValue>;

function emptyValue(field: CmdbField): FormValue {
  switch (field.kind) {
    case 'bool':
      return false;
    case 'names':
      return [];
    case 'ref':
      return null;
    default:
      return '';
  }
}

/** The form of a new record: every editor blank (a switch off). */
export function emptyForm(collection: CmdbCollection): FormValues {
  return Object.fromEntries(CMDB_ENTITIES[collection].fields.map((f) => [f.name, emptyValue(f)]));
}

/** A stored number as plain decimal text ('0.0000001', never '1e-7', which the shared reader refuses). */
const numberText = (v: number) => v.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });

function toFormValue(field: CmdbField, v: CmdbValue | undefined): FormValue {
  if (v === null || v === undefined) return emptyValue(field);
  switch (field.kind) {
    case 'bool':
      return v === true;
    case 'names':
      return Array.isArray(v) ? [...v] : [];
    case 'ref':
      return String(v);
    case 'number':
      return typeof v === 'number' ? numberText(v) : String(v);
    default:
      return String(v);
  }
}

/** The form of a stored row (Edit). */
export function rowToForm(collection: CmdbCollection, row: CmdbRecord): FormValues {
  return Object.fromEntries(CMDB_ENTITIES[collection].fields.map((f) => [f.name, toFormValue(f, row[f.name])]));
}

function toRecordValue(field: CmdbField, v: FormValue): CmdbValue {
  if (v === null) return null;
  switch (field.kind) {
    case 'bool':
      return v === true;
    case 'names':
      return Array.isArray(v) && v.length > 0 ? [...v] : null;
    case 'ref':
      return String(v).trim() === '' ? null : Number(v);
    case 'number':
      // NaN (text the shared reader refuses) stays: the shared rule then says what a number looks like.
      return typeof v === 'number' ? v : String(v).trim() === '' ? null : parseCmdbNumber(String(v));
    case 'longText':
      return String(v).trim() === '' ? null : String(v);
    default:
      // One-line values lose stray blanks (names are searched and matched); blank clears the field.
      return String(v).trim() === '' ? null : String(v).trim();
  }
}

/** The record a form stands for; blank editors become null (the API's 'no value'). */
export function formToRecord(collection: CmdbCollection, values: FormValues): CmdbRecord {
  return Object.fromEntries(CMDB_ENTITIES[collection].fields.map((f) => [f.name, toRecordValue(f, values[f.name] ?? null)]));
}

const same = (a: CmdbValue | undefined, b: CmdbValue | undefined): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : (a ?? null) === (b ?? null);

/** The fields of `after` that differ from `before`: the body of PUT (spec 002 §7: changed fields). */
export function changedFields(before: CmdbRecord, after: CmdbRecord): CmdbRecord {
  return Object.fromEntries(Object.entries(after).filter(([k, v]) => !same(before[k], v)));
}

/**
 * The PUT body of an edit: compared with the row as its own form would send it, so a stored ''
 * that the form reads as blank is not a change the user made.
 */
export function updateBody(collection: CmdbCollection, row: CmdbRecord, values: FormValues): CmdbRecord {
  return changedFields(formToRecord(collection, rowToForm(collection, row)), formToRecord(collection, values));
}
