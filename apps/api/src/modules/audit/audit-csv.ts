import type { AuditRow } from '@nms/contract';

/**
 * The audit trail as CSV for people and spreadsheets (RFC 4180): ISO times, devices separated by
 * spaces, detail and changes as JSON. A cell that starts like a formula is prefixed with `'` so a
 * spreadsheet shows it instead of running it: the values are whatever callers sent.
 */
export const AUDIT_CSV_HEADER = [
  'When',
  'User',
  'Subject',
  'API Token',
  'Address',
  'Action',
  'Target',
  'Devices',
  'Outcome',
  'Request ID',
  'Detail',
  'Changes',
];

const FORMULA = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\n\r]/;

export function csvText(v: unknown): string {
  if (v === null || v === undefined) return '';
  let s = typeof v === 'string' ? v : JSON.stringify(v);
  if (FORMULA.test(s)) s = `'${s}`;
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const line = (cells: unknown[]) => `${cells.map(csvText).join(',')}\r\n`;

export const csvHeader = () => line(AUDIT_CSV_HEADER);

export const csvRow = (r: AuditRow) =>
  line([
    new Date(r.at).toISOString(),
    r.actorName,
    r.actorSub,
    r.apiToken,
    r.address,
    r.action,
    r.target,
    r.deviceNames.join(' '),
    r.outcome,
    r.requestId,
    r.detail,
    r.changes,
  ]);
