import type { ApiToken } from '@nms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';

/** DELETE admin/api-tokens/{id}: revoked for good; the row stays in the list with who revoked it. */
export function revokeApiToken(id: number): Promise<ApiToken> {
  return api.delete('/admin/api-tokens/{id}', { path: { id } });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeApiToken, onSuccess: () => announceChange(client, { kinds: WRITE_EFFECTS.apiTokens }) });
}
