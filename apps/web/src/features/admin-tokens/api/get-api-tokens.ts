import type { ApiTokenList } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DATA_PREFIXES } from '../../../lib/data-changes';

/** GET admin/api-tokens: every token, newest first (an admin's handful, so not paged). */
export function fetchApiTokens(signal?: AbortSignal): Promise<ApiTokenList> {
  return api.get('/admin/api-tokens', { signal });
}

export const apiTokensKey = DATA_PREFIXES.apiTokens[0];

export function useApiTokens() {
  return useQuery({ queryKey: apiTokensKey, queryFn: ({ signal }) => fetchApiTokens(signal), retry: false });
}
