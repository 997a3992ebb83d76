import type { MaintenanceDeleteAnswer } from '@nms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';

/** DELETE /maintenance/windows/{id}?version=: removes the window and the PAM schedules it made. */
export function deleteMaintenanceWindow(id: number, version: number): Promise<MaintenanceDeleteAnswer> {
  return api.delete('/maintenance/windows/{id}', { path: { id }, query: { version } });
}

export function useDeleteMaintenanceWindow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => deleteMaintenanceWindow(id, version),
    // A 409 (changed or already gone) also means the list is stale.
    onSettled: () => announceChange(client, { kinds: WRITE_EFFECTS.maintenance }),
  });
}
