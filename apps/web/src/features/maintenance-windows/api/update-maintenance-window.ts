import type { MaintenanceUpdateBody, MaintenanceWindow } from '@nms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';

/** PUT /maintenance/windows/{id}: the whole window with the version it was read at (else 409). */
export function updateMaintenanceWindow(id: number, body: MaintenanceUpdateBody): Promise<MaintenanceWindow> {
  return api.put('/maintenance/windows/{id}', { path: { id }, body });
}

export function useUpdateMaintenanceWindow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MaintenanceUpdateBody }) => updateMaintenanceWindow(id, body),
    // A 409 means the list is stale too: read it again either way.
    onSettled: () => announceChange(client, { kinds: WRITE_EFFECTS.maintenance }),
  });
}
