import type { ApiTokenList } from '@nms/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET admin/api-tokens: every token, newest first (an admin's handful, so not paged). */
export function fetchApiTokens(signal?: AbortSignal): Promise<ApiTokenList> {
  return api.get('/admin/api-tokens', { signal });
}

export const apiTokensKey = ['admin', 'api-tokens'] as const;

/** After a write the list is read again: statuses, revoked-by and expiry come from the server. */
export const invalidateApiTokens = (client: QueryClient) => client.invalidateQueries({ queryKey: apiTokensKey });

export function useApiTokens() {
  return useQuery({ queryKey: apiTokensKey, queryFn: ({ signal }) => fetchApiTokens(signal), retry: false });
}
