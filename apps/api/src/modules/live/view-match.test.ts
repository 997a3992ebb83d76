import type { LiveView } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import type { LiveChange } from './stream-feed';
import { EVERYTHING, hasDeviceQuery, matchChange } from './view-match';

let seq = 0;
const change = (topic: LiveChange['topic'], keys: string[], devices?: string[]): LiveChange => ({ id: String(++seq), topic, keys, devices });

describe('matchChange', () => {
  const device: LiveView = { id: 'd', kind: 'device', name: 'r1', groups: ['g1', 'g2'] };

  it("tells a device view about its device's state, alerts, PAM and actions, and its groups' network events", () => {
    expect(matchChange(device, change('device', ['r0', 'r1']))).toEqual(['r1']);
    expect(matchChange(device, change('alert', ['r1']))).toEqual(['r1']);
    expect(matchChange(device, change('alert', ['x'], ['r1']))).toEqual(['r1']);
    expect(matchChange(device, change('pam', ['r1']))).toEqual(['r1']);
    expect(matchChange(device, change('action', ['r1']))).toEqual(['r1']);
    expect(matchChange(device, change('network-event', ['g2', 'g9']))).toEqual(['g2']);
  });

  it('leaves a device view out of other devices, other groups, CMDB and configuration', () => {
    expect(matchChange(device, change('device', ['r2']))).toBeUndefined();
    expect(matchChange(device, change('alert', ['r2'], ['r2']))).toBeUndefined();
    expect(matchChange(device, change('network-event', ['g3']))).toBeUndefined();
    expect(matchChange(device, change('cmdb', ['svi_hughes_locations']))).toBeUndefined();
    expect(matchChange(device, change('config', []))).toBeUndefined();
    expect(matchChange({ id: 'd', kind: 'device', name: 'r1' }, change('network-event', []))).toBeUndefined();
  });

  it('reads a record with empty keys as everything of its topic', () => {
    expect(matchChange(device, change('pam', []))).toBe(EVERYTHING);
    expect(matchChange(device, change('network-event', []))).toBe(EVERYTHING);
    expect(matchChange({ id: 'a', kind: 'alerts' }, change('alert', []))).toBe(EVERYTHING);
    expect(matchChange({ id: 'a', kind: 'alerts', device: 'r1' }, change('alert', []))).toBe(EVERYTHING);
    expect(matchChange({ id: 'c', kind: 'cmdb', table: 't' }, change('cmdb', []))).toBe(EVERYTHING);
    expect(matchChange({ id: 'm', kind: 'devices', query: 'state:5' }, change('device', []))).toBe(EVERYTHING);
  });

  it('filters the list views by their device, group or table, or takes every key', () => {
    expect(matchChange({ id: 'a', kind: 'alerts' }, change('alert', ['r1', 'r2']))).toEqual(['r1', 'r2']);
    expect(matchChange({ id: 'a', kind: 'alerts', device: 'r2' }, change('alert', ['r1', 'r2']))).toEqual(['r2']);
    expect(matchChange({ id: 'a', kind: 'alerts', device: 'r3' }, change('alert', ['r1', 'r2']))).toBeUndefined();
    expect(matchChange({ id: 'n', kind: 'network-events', group: 'g1' }, change('network-event', ['g1']))).toEqual(['g1']);
    expect(matchChange({ id: 'n', kind: 'network-events' }, change('network-event', ['g1', 'g2']))).toEqual(['g1', 'g2']);
    expect(matchChange({ id: 'p', kind: 'pam', device: 'r1' }, change('pam', ['r1']))).toEqual(['r1']);
    expect(matchChange({ id: 'p', kind: 'pam' }, change('device', ['r1']))).toBeUndefined();
    expect(matchChange({ id: 'c', kind: 'cmdb', table: 't1' }, change('cmdb', ['t2']))).toBeUndefined();
    expect(matchChange({ id: 'c', kind: 'cmdb' }, change('cmdb', ['t2']))).toEqual(['t2']);
    expect(matchChange({ id: 'w', kind: 'maintenance' }, change('maintenance', ['3']))).toEqual(['3']);
    expect(matchChange({ id: 'w', kind: 'maintenance', window: '4' }, change('maintenance', ['3']))).toBeUndefined();
    expect(matchChange({ id: 'w', kind: 'maintenance' }, change('pam', ['r1']))).toBeUndefined();
    expect(matchChange({ id: 'm', kind: 'devices' }, change('device', ['r1']))).toEqual(['r1']);
    expect(matchChange({ id: 'm', kind: 'devices' }, change('alert', ['r1']))).toBeUndefined();
  });

  it('gives the aggregates devices, alerts, network events and CMDB rows, not PAM, actions or configuration', () => {
    const aggregates: LiveView = { id: 'g', kind: 'aggregates' };
    for (const topic of ['device', 'alert', 'network-event', 'cmdb'] as const) expect(matchChange(aggregates, change(topic, ['k']))).toEqual(['k']);
    for (const topic of ['pam', 'action', 'config'] as const) expect(matchChange(aggregates, change(topic, ['k']))).toBeUndefined();
  });

  it('leaves a devices query to the device index only when there is one', () => {
    expect(hasDeviceQuery({ id: 'm', kind: 'devices', query: 'state:5' })).toBe(true);
    expect(hasDeviceQuery({ id: 'm', kind: 'devices', query: '  ' })).toBe(false);
    expect(hasDeviceQuery({ id: 'm', kind: 'devices' })).toBe(false);
    expect(hasDeviceQuery({ id: 'a', kind: 'alerts' })).toBe(false);
  });
});
