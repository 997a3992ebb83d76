import type { CreateSavedViewBody, SavedView } from '@nms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';

/** POST /api/v1.0/saved-views → the stored view (201). */
export function createSavedView(body: CreateSavedViewBody): Promise<SavedView> {
  return api.post('/saved-views', { body });
}

export function useCreateSavedView() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createSavedView, onSuccess: () => announceChange(client, { kinds: WRITE_EFFECTS.savedViews }) });
}
