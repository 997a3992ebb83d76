import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ACTIONS } from '@nms/contract';
import { WRITE_EFFECTS, actionChangesDevice, announceChange, deviceDataKey, isChangedBy, listenForChanges } from './data-changes';

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey);

function seeded(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const k of keys) client.setQueryData(k, 1);
  return client;
}

describe('device data keys', () => {
  it('key one set of devices the same whatever its order', () => {
    expect(deviceDataKey('pam', ['b', 'a', 'b'])).toEqual(deviceDataKey('pam', ['a', 'b']));
  });

  it('match a change by device and kind, not by screen', () => {
    const pam = { devices: ['A'], kinds: WRITE_EFFECTS.pam };
    expect(isChangedBy(deviceDataKey('pam', ['A']), pam)).toBe(true);
    expect(isChangedBy(deviceDataKey('pam', ['Z', 'A']), pam)).toBe(true); // a grid of several devices
    expect(isChangedBy(deviceDataKey('details', ['A']), pam)).toBe(true); // the device's suspend flag moves too
    expect(isChangedBy(deviceDataKey('transport', ['A'], 'pingEcm'), pam)).toBe(false);
    expect(isChangedBy(deviceDataKey('pam', ['B']), pam)).toBe(false);
    expect(isChangedBy(['es', 'device', 'A'], pam)).toBe(false);
  });
});

describe('invalidation after a write', () => {
  const channels: BroadcastChannel[] = [];
  afterEach(() => channels.splice(0).forEach((c) => c.close()));

  it('reloads what the write changed in this tab, and nothing else', async () => {
    const client = seeded([
      deviceDataKey('details', ['A']),
      deviceDataKey('pam', ['A']),
      deviceDataKey('transport', ['A'], 'x'),
      deviceDataKey('pam', ['B']),
    ]);
    await announceChange(client, { devices: ['A'], kinds: WRITE_EFFECTS.pam });
    expect(stale(client)).toEqual([deviceDataKey('details', ['A']), deviceDataKey('pam', ['A'])]);
  });

  it('carries the change to the other tabs of the browser', async () => {
    // The other tab: its own query cache, listening on its own end of the channel.
    const other = seeded([deviceDataKey('pam', ['A']), deviceDataKey('pam', ['B'])]);
    const end = new BroadcastChannel('nms-data-changes');
    channels.push(end);
    const stop = listenForChanges(other, end);
    await announceChange(new QueryClient(), { devices: ['A'], kinds: WRITE_EFFECTS.pam });
    await expect.poll(() => stale(other)).toEqual([deviceDataKey('pam', ['A'])]);
    stop();
  });
});

describe('other data, by kind', () => {
  it('matches the key prefixes of the kinds a write names, whatever the devices', () => {
    expect(isChangedBy(['cmdb', 'rows', 'svi_hughes_ems'], { kinds: WRITE_EFFECTS.cmdb })).toBe(true);
    expect(isChangedBy(['svn', 'svi_hughes_locations_hierarchy'], { kinds: WRITE_EFFECTS.cmdb })).toBe(true);
    expect(isChangedBy(['maintenance', 'windows'], { kinds: WRITE_EFFECTS.cmdb })).toBe(false);
    expect(isChangedBy(['es', 'device', 'alerts', 'A'], { kinds: WRITE_EFFECTS.everything, devices: ['A'] })).toBe(true);
    expect(isChangedBy(['es', 'alerts'], { kinds: WRITE_EFFECTS.everything, devices: ['A'] })).toBe(false);
    expect(isChangedBy(deviceDataKey('pam', ['A']), { kinds: WRITE_EFFECTS.maintenance })).toBe(false);
  });

  it('a device change without devices reaches every device; an import reaches everything', () => {
    expect(isChangedBy(deviceDataKey('details', ['A']), { kinds: ['details'] })).toBe(true);
    expect(isChangedBy(deviceDataKey('details', ['A']), { kinds: WRITE_EFFECTS.deviceImport })).toBe(true);
    expect(isChangedBy(['anything', 1], { kinds: WRITE_EFFECTS.deviceImport })).toBe(true);
  });

  it('carries a list change to the other tabs', async () => {
    const other = seeded([
      ['maintenance', 'windows'],
      ['cmdb', 'rows', 'x'],
    ]);
    const end = new BroadcastChannel('nms-data-changes');
    const stop = listenForChanges(other, end);
    await announceChange(new QueryClient(), { kinds: WRITE_EFFECTS.maintenance });
    await expect.poll(() => stale(other)).toEqual([['maintenance', 'windows']]);
    stop();
    end.close();
  });
});

describe('device actions that change the device', () => {
  it('are discovery, secured and advanced actions; troubleshooting reads are not', () => {
    const by = (action: string) => DEVICE_ACTIONS.find((a) => a.action === action)!;
    expect(actionChangesDevice(by('clearDhcpLease'))).toBe(true);
    expect(actionChangesDevice(by('ping'))).toBe(false);
    expect(actionChangesDevice(by('traceroute'))).toBe(false);
    expect(actionChangesDevice({ kind: 'discovery', section: 'x' })).toBe(true);
    expect(DEVICE_ACTIONS.filter((a) => a.secured).every(actionChangesDevice)).toBe(true);
  });
});
