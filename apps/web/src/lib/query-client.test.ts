import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ACTIONS } from '@nms/contract';
import { WRITE_EFFECTS, actionChangesDevice, deviceDataKey, invalidateDeviceData, isChangedBy, listenForDeviceChanges } from './query-client';

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
    await invalidateDeviceData(client, { devices: ['A'], kinds: WRITE_EFFECTS.pam });
    expect(stale(client)).toEqual([deviceDataKey('details', ['A']), deviceDataKey('pam', ['A'])]);
  });

  it('carries the change to the other tabs of the browser', async () => {
    // The other tab: its own query cache, listening on its own end of the channel.
    const other = seeded([deviceDataKey('pam', ['A']), deviceDataKey('pam', ['B'])]);
    const end = new BroadcastChannel('nms-device-data');
    channels.push(end);
    const stop = listenForDeviceChanges(other, end);
    await invalidateDeviceData(new QueryClient(), { devices: ['A'], kinds: WRITE_EFFECTS.pam });
    await expect.poll(() => stale(other)).toEqual([deviceDataKey('pam', ['A'])]);
    stop();
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
