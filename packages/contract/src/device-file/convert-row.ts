import { importField, type ColumnMapping, type ImportField } from './import-fields';
import type { Sheet } from './sheet';

/** A problem with one row of the file: its row number (header = row 1), the field, why. */
export interface RowError {
  row: number;
  field: string;
  message: string;
}

/** One data row ready to send: the device object, or the cells that could not be converted. */
export interface PreparedRow {
  row: number;
  device: Record<string, unknown>;
  errors: RowError[];
}

const BOOLS: Record<string, boolean> = { true: true, false: false, yes: true, no: false, y: true, n: false, '1': true, '0': false };

type Converted = { value: unknown } | { message: string };

/** A cell's text as the field's JSON type (the API refuses a whole call for a wrong type). */
export function convertCell(field: ImportField, text: string): Converted {
  const t = text.trim();
  switch (field.type) {
    case 'text':
      return { value: t };
    case 'int':
      return /^[-+]?\d+$/.test(t) ? { value: Number(t) } : { message: `${field.name} must be a whole number, not '${t}'` };
    case 'float': {
      const n = Number(t);
      return t !== '' && Number.isFinite(n) ? { value: n } : { message: `${field.name} must be a number, not '${t}'` };
    }
    case 'bool': {
      const b = BOOLS[t.toLowerCase()];
      return b === undefined ? { message: `${field.name} must be true or false, not '${t}'` } : { value: b };
    }
    case 'epoch': {
      if (/^\d+$/.test(t)) return { value: Number(t) };
      // A date or date-time a spreadsheet writes (ISO 8601); epoch milliseconds on the wire.
      const ms = /^\d{4}-\d{2}-\d{2}/.test(t) ? Date.parse(t) : NaN;
      return Number.isFinite(ms)
        ? { value: ms }
        : { message: `${field.name} must be a date (2026-05-01T12:00:00Z) or epoch milliseconds, not '${t}'` };
    }
    case 'textArray':
      // Several values in one cell, separated by ';' or '|' (commas are CSV's own separator).
      return {
        value: t
          .split(/[;|]/)
          .map((s) => s.trim())
          .filter(Boolean),
      };
  }
}

/**
 * The device objects of the sheet under a mapping. An empty cell is left out of the object (the
 * ingest keeps a stored device's value for an absent field, and gives a new device the default),
 * so a sparse sheet updates only what it holds.
 */
export function prepareRows(sheet: Sheet, mapping: ColumnMapping): PreparedRow[] {
  const columns = mapping.flatMap((name, i) => {
    const field = name ? importField(name) : undefined;
    return field ? [{ i, field }] : [];
  });
  return sheet.rows.map(({ row, cells }) => {
    const device: Record<string, unknown> = {};
    const errors: RowError[] = [];
    for (const { i, field } of columns) {
      const text = cells[i] ?? '';
      if (text.trim() === '') continue;
      const out = convertCell(field, text);
      if ('value' in out) device[field.name] = out.value;
      else errors.push({ row, field: field.name, message: out.message });
    }
    return { row, device, errors };
  });
}
