import { SYSLOG_FACILITY_LABELS, SYSLOG_SEVERITY_LABELS, type SyslogMessageRow } from '@nms/contract';
import type { GridColumn } from '../../../components/data-grid/types';

const label = (labels: readonly string[]) => (v: unknown) => (typeof v === 'number' ? (labels[v] ?? String(v)) : '');

/** RFC 5424 severity 0..7 as its name (the query and the filter row take the number). */
export const severityLabel = label(SYSLOG_SEVERITY_LABELS);
export const facilityLabel = label(SYSLOG_FACILITY_LABELS);

/** Time, Severity, Facility, Host, App, Message; the rest of a message's fields from the column chooser. */
export const SYSLOG_COLUMNS: GridColumn<SyslogMessageRow>[] = [
  { field: 'time', header: 'Time', kind: 'date', width: 180 },
  { field: 'severity', header: 'Severity', kind: 'number', width: 130, format: severityLabel },
  { field: 'facility', header: 'Facility', kind: 'number', width: 110, format: facilityLabel },
  { field: 'host', header: 'Host', width: 160 },
  { field: 'app', header: 'App', width: 140 },
  { field: 'message', header: 'Message', width: 620 },
  { field: 'procId', header: 'Process ID', width: 110, hidden: true },
  { field: 'msgId', header: 'Message ID', width: 120, hidden: true },
  { field: 'structuredData', header: 'Structured Data', width: 300, hidden: true },
  { field: 'sentAt', header: 'Sent At', kind: 'date', width: 180, hidden: true },
  { field: 'sourceIp', header: 'Source IP', width: 130, hidden: true },
  { field: 'transport', header: 'Transport', width: 100, hidden: true },
  { field: 'format', header: 'Format', width: 100, hidden: true },
];

/** Emergency..Critical read as the console's Critical rows, Error as Major, Warning as Minor. */
export function syslogRowClass(row: SyslogMessageRow): string | undefined {
  if (row.severity === null) return undefined;
  if (row.severity <= 2) return 'nms-sev-1';
  if (row.severity === 3) return 'nms-sev-2';
  return row.severity === 4 ? 'nms-sev-3' : undefined;
}
