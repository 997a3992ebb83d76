import type { OtherDevicesAnswer } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ServiceRef {
  service_type: string;
  service_id: string;
}

/** GET es/hasmat/devices/other-devices?service_id=&service_type=: every device of one service. */
export function fetchOtherDevices(service: ServiceRef, signal?: AbortSignal): Promise<OtherDevicesAnswer> {
  return api.get('/es/hasmat/devices/other-devices', { query: service, signal });
}

export const otherDevicesKey = (service: ServiceRef | undefined) =>
  ['es', 'hasmat', 'devices', 'other-devices', service?.service_type, service?.service_id] as const;

export function useOtherDevices(service: ServiceRef | undefined) {
  return useQuery({
    queryKey: otherDevicesKey(service),
    queryFn: ({ signal }) => fetchOtherDevices(service as ServiceRef, signal),
    enabled: !!service,
    retry: false,
  });
}
