import type { DeviceDetailsData, LiveView } from '@nms/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { useLiveReload } from '../../../lib/live/use-live';
import { deviceDetailsKey, fetchDeviceDetails } from '../api/get-device-details';
import { invalidateLocally } from '../../../lib/data-changes';

/** The device's group names (network events are keyed by them), as the live view names them. */
export function deviceGroups(data: DeviceDetailsData | undefined): string[] | undefined {
  const names = [...new Set((data?.device_groups ?? []).map((g) => g.name).filter(Boolean))].sort();
  return names.length > 0 ? names.slice(0, 500) : undefined;
}

/** The live view of one device's page: the device, its alerts, PAM and actions, its groups' network events. */
export function deviceView(deviceName: string, data: DeviceDetailsData | undefined): Omit<Extract<LiveView, { kind: 'device' }>, 'id'> {
  const groups = deviceGroups(data);
  return { kind: 'device', name: deviceName, ...(groups && { groups }) };
}

/**
 * Device Details and LUMOS follow their device: each change re-reads the details beside the
 * query (no loading state, so nothing on screen blinks) and puts the answer in its place. The
 * transport blocks are not re-run (they call the device), and the PAM query follows its own view.
 */
export function useDeviceLive(deviceName: string | undefined, data: DeviceDetailsData | undefined): void {
  const client = useQueryClient();
  useLiveReload(deviceName ? deviceView(deviceName, data) : undefined, async () => {
    if (!deviceName) return;
    try {
      client.setQueryData(deviceDetailsKey(deviceName), await fetchDeviceDetails(deviceName));
    } catch (e) {
      // The device is gone: the page's own load says so.
      if (e instanceof ApiError && e.status === 404) await invalidateLocally(client, { kinds: ['details'], devices: [deviceName] });
    }
  });
}
