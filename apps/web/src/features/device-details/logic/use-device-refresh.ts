import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { deviceDetailsKey } from '../api/get-device-details';

/**
 * Query key prefixes of the page's tabs (events, network events, archived events, change log,
 * additional details): the timer and Refresh reload them with the cards.
 */
export const DEVICE_TAB_PREFIXES = [['es', 'device'], ['splunk'], ['es', 'logs'], ['smarts']] as const;

/** Reloads everything the Device Details page shows for `deviceName` (Refresh and the 30 s timer). */
export function useDeviceRefresh(deviceName: string | undefined): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    if (!deviceName) return;
    void client.invalidateQueries({ queryKey: deviceDetailsKey(deviceName) });
    for (const prefix of DEVICE_TAB_PREFIXES) void client.invalidateQueries({ queryKey: [...prefix] });
  }, [client, deviceName]);
}
