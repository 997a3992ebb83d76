import { describe, expect, it } from 'vitest';
import { deviceEventColumns, deviceEventRowClass } from '../components/device-event-columns';
import { additionalDetailRows } from './additional-detail-rows';

describe('per-device event rows', () => {
  it('colours every severity, Unknown in blue', () => {
    expect([1, 2, 3, 4, 5, 9].map((severity) => deviceEventRowClass({ name: 'a', severity, active: false }))).toEqual([
      'nms-sev-1',
      'nms-sev-2',
      'nms-sev-3',
      'nms-sev-blue',
      'nms-sev-5',
      undefined,
    ]);
  });
});

describe('additional detail rows', () => {
  it('labels keys the spec names and maps values', () => {
    const rows = additionalDetailRows({ accessMode: 'SNMP', discoveryState: 'Done', IsMonitored: true, vlan: '', DiscoveredFirstAt: 0 });
    expect(rows).toEqual([
      { key: 'accessMode', label: 'Monitoring Protocol', value: 'SNMP' },
      { key: 'discoveryState', label: 'PAM Instantiation State', value: 'Done' },
      { key: 'IsMonitored', label: 'Is Monitored', value: 'Yes' },
      { key: 'vlan', label: 'vlan', value: 'Unavailable' },
      { key: 'DiscoveredFirstAt', label: 'DiscoveredFirstAt', value: 'Never' },
    ]);
  });
});

describe('per-device event columns', () => {
  const duration = (kind: 'active' | 'archived') => deviceEventColumns(kind).find((c) => c.header === 'Duration')!;
  it('shows and sorts an archived event by its clear duration', () => {
    const row = { name: 'a', severity: 1, active: false, duration: 0, clearDuration: 208 };
    expect(duration('archived').field).toBe('clearDuration');
    expect(duration('archived').format!(row.clearDuration, row)).toBe('3 mins 28 secs');
  });
  it('shows an active event its age', () => {
    const row = { name: 'a', severity: 1, active: true, duration: 5, createdAt: Date.now() - 3_725_000 };
    expect(duration('active').format!(row.duration, row)).toMatch(/^1 hour 2 mins (5|6) secs$/);
  });
});
