import type { MaintenanceCreateBody, MaintenanceWindow } from '@nms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';

/** POST /maintenance/windows: the form as typed; a 400 names the field. */
export function createMaintenanceWindow(body: MaintenanceCreateBody): Promise<MaintenanceWindow> {
  return api.post('/maintenance/windows', { body });
}

export function useCreateMaintenanceWindow() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createMaintenanceWindow, onSuccess: () => announceChange(client, { kinds: WRITE_EFFECTS.maintenance }) });
}
