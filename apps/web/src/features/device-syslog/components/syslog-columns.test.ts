import type { SyslogMessageRow } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { facilityLabel, severityLabel, SYSLOG_COLUMNS, syslogRowClass } from './syslog-columns';

const row = (severity: number | null) => ({ severity }) as SyslogMessageRow;

describe('syslog columns', () => {
  it('shows Time, Severity, Facility, Host, App and Message, the rest in the column chooser', () => {
    expect(SYSLOG_COLUMNS.filter((c) => !c.hidden).map((c) => c.header)).toEqual(['Time', 'Severity', 'Facility', 'Host', 'App', 'Message']);
  });

  it('names RFC 5424 severities and facilities, numbers it does not know as they are', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((s) => severityLabel(s))).toEqual([
      'Emergency',
      'Alert',
      'Critical',
      'Error',
      'Warning',
      'Notice',
      'Informational',
      'Debug',
    ]);
    expect([0, 4, 16, 23, 24].map((f) => facilityLabel(f))).toEqual(['kern', 'auth', 'local0', 'local7', '24']);
    expect(severityLabel(null)).toBe('');
  });

  it('colours Emergency..Critical as Critical rows, Error as Major, Warning as Minor, the rest not', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, null].map((s) => syslogRowClass(row(s)))).toEqual([
      'nms-sev-1',
      'nms-sev-1',
      'nms-sev-1',
      'nms-sev-2',
      'nms-sev-3',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
