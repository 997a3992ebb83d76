import { describe, expect, it } from 'vitest';
import { deviceEventRowClass } from '../components/device-event-columns';
import { additionalDetailRows } from './additional-detail-rows';
import { eventFieldRows, eventFieldText } from './event-fields';

describe('per-device event rows', () => {
  it('colours every severity, Unknown in blue', () => {
    expect([1, 2, 3, 4, 5, 9].map((severity) => deviceEventRowClass({ name: 'a', severity, active: false }))).toEqual([
      'nms-sev-1', 'nms-sev-2', 'nms-sev-3', 'nms-sev-blue', 'nms-sev-5', undefined,
    ]);
  });
});

describe('event details fields', () => {
  it('maps severity, dates (0 = Never), durations and display values', () => {
    expect(eventFieldText('severity', 2)).toBe('Major');
    expect(eventFieldText('clearedAt', 0)).toBe('Never');
    expect(eventFieldText('duration', 3661)).toBe('1 hour 1 min 1 sec');
    expect(eventFieldText('acknowledged', false)).toBe('No');
    expect(eventFieldText('owner', 'notset')).toBe('Unavailable');
  });

  it('lists the contract fields in order, then unknown ones', () => {
    expect(eventFieldRows({ zzz: 'x', severity: 1, name: 'n' }).map((r) => r.field)).toEqual(['name', 'severity', 'zzz']);
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
