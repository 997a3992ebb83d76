import type { CreateApiTokenBody, CreatedApiToken } from '@nms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';

/** POST admin/api-tokens: the answer carries the secret, which is never shown again. */
export function createApiToken(body: CreateApiTokenBody): Promise<CreatedApiToken> {
  return api.post('/admin/api-tokens', { body });
}

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createApiToken, onSuccess: () => announceChange(client, { kinds: WRITE_EFFECTS.apiTokens }) });
}
