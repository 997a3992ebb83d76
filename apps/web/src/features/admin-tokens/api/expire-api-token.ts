import type { ApiToken } from '@nms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';

/** PATCH admin/api-tokens/{id} with expiresAt now: the token stops working at once (it can be extended later). */
export function expireApiToken(id: number): Promise<ApiToken> {
  return api.patch('/admin/api-tokens/{id}', { path: { id }, body: { expiresAt: Date.now() } });
}

export function useExpireApiToken() {
  const client = useQueryClient();
  return useMutation({ mutationFn: expireApiToken, onSuccess: () => announceChange(client, { kinds: WRITE_EFFECTS.apiTokens }) });
}
