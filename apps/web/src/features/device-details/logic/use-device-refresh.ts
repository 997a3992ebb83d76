import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { WRITE_EFFECTS, invalidateLocally } from '../../../lib/data-changes';

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
  }, [client, deviceName]);
}
