import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { WRITE_EFFECTS, invalidateLocally } from '../../../lib/query-client';

/**
 * Query key prefixes of the page's tabs (events, network events, archived events, change log,
 * additional details): the timer and Refresh reload them with the cards.
 */
export const DEVICE_TAB_PREFIXES = [['es', 'device'], ['splunk'], ['es', 'logs'], ['smarts']] as const;

/**
 * Reloads everything Device Details and LUMOS show for `deviceName` (Refresh and the 30 s timer):
 * the device answer, its PAM schedule (the PAM card and the Device Status card's row read it), the
 * transport blocks, and the tabs. A read, so it is not announced to other tabs.
 */
export function useDeviceRefresh(deviceName: string | undefined): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    if (!deviceName) return;
    void invalidateLocally(client, { devices: [deviceName], kinds: WRITE_EFFECTS.everything });
    for (const prefix of DEVICE_TAB_PREFIXES) void client.invalidateQueries({ queryKey: [...prefix] });
  }, [client, deviceName]);
}
