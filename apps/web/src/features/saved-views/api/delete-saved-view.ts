import type { SavedView } from '@nms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';

/** DELETE /api/v1.0/saved-views/{id}?version= → the deleted view; 409 when it changed since it was listed. */
export function deleteSavedView(view: Pick<SavedView, 'id' | 'version'>): Promise<SavedView> {
  return api.delete('/saved-views/{id}', { path: { id: view.id }, query: { version: view.version } });
}

export function useDeleteSavedView() {
  const client = useQueryClient();
  // After a refusal too: the menu shows the view as it is now.
  return useMutation({ mutationFn: deleteSavedView, onSettled: () => announceChange(client, { kinds: WRITE_EFFECTS.savedViews }) });
}
