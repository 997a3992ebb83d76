import type { MaintenanceWindow } from '@nms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';

/** POST /maintenance/windows/{id}/end: cuts the running occurrence short and releases its devices. */
export function endMaintenanceWindow(id: number, version: number): Promise<MaintenanceWindow> {
  return api.post('/maintenance/windows/{id}/end', { path: { id }, body: { version } });
}

export function useEndMaintenanceWindow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => endMaintenanceWindow(id, version),
    onSettled: () => announceChange(client, { kinds: WRITE_EFFECTS.maintenance }),
  });
}
