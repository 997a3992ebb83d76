import { useQuery } from '@tanstack/react-query';
import { deviceDataKey } from '../../../lib/data-changes';
import { runDeviceAction } from '../../device-actions';
import { TRANSPORT_CALLS, type TransportBlock } from '../../../components/device-cards/display-rules';

/** GET /api/v1.0/action/device/{pingEcm|pingOrCurrentStatus|...}?device_name= → the block's results. */
export const fetchTransportStatus = (block: TransportBlock, deviceName: string): Promise<unknown> =>
  runDeviceAction(TRANSPORT_CALLS[block], deviceName);

export const transportStatusKey = (block: TransportBlock, deviceName: string) => deviceDataKey('transport', [deviceName], TRANSPORT_CALLS[block]);

/**
 * One transport status block. Real-time data: never served from cache on a new visit
 * (staleTime 0), no retry (a device that does not answer should say so at once, and every
 * call is audited on the server).
 */
export function useTransportStatus(block: TransportBlock, deviceName: string, allowed = true) {
  return useQuery({
    queryKey: transportStatusKey(block, deviceName),
    queryFn: () => fetchTransportStatus(block, deviceName),
    // Without troubleshooting rights nothing is sent: the block says why (transport-block.tsx).
    enabled: allowed,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
