import type { FieldType } from '../fields/field-types';

/**
 * Reading a query's value text as the typed value a field compares with. Pure, so the server
 * (which turns `undefined` into a 400 naming what was expected) and an editor agree on it.
 */

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Epoch milliseconds of an ISO date or date-time (UTC unless it names an offset). */
export function parseIsoDate(text: string): number | undefined {
  const m = ISO_DATE.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone = 'Z'] = m;
  const offset = zone === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const ms = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${frac}${offset}`);
  if (!Number.isFinite(ms)) return undefined;
  // Date.parse rolls 2026-02-31 over to March; a date must name a real day.
  const check = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) return undefined;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  return ms;
}

/** The number a numeric field compares with: int and epoch take safe integers (epoch also ISO dates), float any finite number. */
export function parseFieldNumber(type: Extract<FieldType, 'int' | 'float' | 'epoch'>, text: string): number | undefined {
  if (type === 'float') {
    const n = DECIMAL.test(text) ? Number(text) : NaN;
    return Number.isFinite(n) ? n : undefined;
  }
  if (INTEGER.test(text)) {
    const n = Number(text);
    if (Number.isSafeInteger(n)) return n;
  }
  return type === 'epoch' ? parseIsoDate(text) : undefined;
}

/** true / false in any case. */
export function parseFieldBoolean(text: string): boolean | undefined {
  const lower = text.toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : undefined;
}
