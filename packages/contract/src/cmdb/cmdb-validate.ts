import { CMDB_ENTITIES, type CmdbCollection, type CmdbField } from './cmdb-entities';
import { numberError } from './cmdb-number';

export type CmdbValue = string | number | boolean | string[] | null;
export type CmdbRecord = Record<string, CmdbValue | undefined>;

export interface CmdbFieldError {
  field: string;
  message: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real day: Date.parse rolls '2026-02-30' over to March, and the database has no year 0. */
const isCalendarDate = (v: string) => {
  if (!DATE.test(v) || v.startsWith('0000')) return false;
  const ms = Date.parse(v);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === v;
};

const isBlank = (v: CmdbValue | undefined) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** '{Label} is required' — the spec leaves the text open (002 §5); the form and the 400 say the same. */
export const requiredMessage = (field: CmdbField) => `${field.label} is required`;

function kindError(field: CmdbField, v: CmdbValue): string | undefined {
  switch (field.kind) {
    case 'number':
      return numberError(field.label, v, field.range);
    case 'ref':
      return Number.isInteger(v) && (v as number) > 0 ? undefined : `${field.label} must be the id of a ${CMDB_ENTITIES[field.ref!].noun}`;
    case 'bool':
      return typeof v === 'boolean' ? undefined : `${field.label} must be true or false`;
    case 'date':
      return typeof v === 'string' && isCalendarDate(v) ? undefined : `${field.label} must be a date (YYYY-MM-DD)`;
    case 'names':
      return Array.isArray(v) && v.every((s) => typeof s === 'string') ? undefined : `${field.label} must be a list of names`;
    default:
      return typeof v === 'string' ? undefined : `${field.label} must be text`;
  }
}

/**
 * The first broken rule of a whole record (a create, or an update merged into the stored row):
 * a required field left blank, or a value of the wrong kind. Null clears an optional field.
 */
export function validateCmdbRecord(collection: CmdbCollection, record: CmdbRecord): CmdbFieldError | undefined {
  for (const field of CMDB_ENTITIES[collection].fields) {
    const v = record[field.name];
    if (field.required && isBlank(v)) return { field: field.name, message: requiredMessage(field) };
    if (v === undefined || v === null) continue;
    const error = kindError(field, v);
    if (error) return { field: field.name, message: error };
  }
  return undefined;
}

const ROUTE_NAME = /^(.*?)(\d+)?$/;

/** Inroute and outroute names: the letters first, then the number ('IR2' before 'IR10'). */
export function compareRouteNames(a: string, b: string): number {
  const [, la = '', na] = ROUTE_NAME.exec(a) ?? [];
  const [, lb = '', nb] = ROUTE_NAME.exec(b) ?? [];
  const byLetters = la.localeCompare(lb, undefined, { sensitivity: 'base' });
  if (byLetters !== 0) return byLetters;
  if (na === undefined || nb === undefined) return na === undefined ? (nb === undefined ? 0 : -1) : 1;
  return Number(na) - Number(nb);
}
