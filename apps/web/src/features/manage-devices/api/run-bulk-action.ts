import type { BulkAction } from '@nms/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface BulkActionRequest {
  action: BulkAction;
  deviceNames: string[];
}

/** POST /api/v1.0/action/devices/{action}?device_names=a,b (spec 001 §7); the answer is shown as is. */
export function runBulkAction({ action, deviceNames }: BulkActionRequest): Promise<unknown> {
  return api.post('/action/devices/{action}', {
    path: { action },
    query: { device_names: deviceNames.join(',') },
  });
}

export function useRunBulkAction() {
  return useMutation({ mutationFn: runBulkAction });
}
