import type { CreateApiTokenBody, CreatedApiToken } from '@nms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateApiTokens } from './get-api-tokens';

/** POST admin/api-tokens: the answer carries the secret, which is never shown again. */
export function createApiToken(body: CreateApiTokenBody): Promise<CreatedApiToken> {
  return api.post('/admin/api-tokens', { body });
}

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createApiToken, onSuccess: () => invalidateApiTokens(client) });
}
