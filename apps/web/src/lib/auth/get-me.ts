import { useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../api-client';

/**
 * GET /user/me: the caller as the API sees the bearer (the fields the web app reads). scopes is
 * null for a person's sign-in (not narrowed), a list for API tokens and service accounts.
 */
export type Me = Pick<ApiAnswer<'get', '/user/me'>, 'sub' | 'name' | 'groups' | 'roles' | 'permissions' | 'scopes' | 'tokenKind'> &
  // The nickname names the caller in the alert workflow (acknowledged by, owner).
  Partial<Pick<ApiAnswer<'get', '/user/me'>, 'nickname'>>;

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return api.get('/user/me', { signal });
}

/**
 * One key for the page: a sign-in as someone else goes through the provider's pages, so the page
 * (and this cache) starts afresh.
 */
export const ME_KEY = ['user-me'] as const;

/**
 * The caller's roles and permissions, read once per sign-in: roles change only when the
 * provider's groups do, which takes a new token (and a new sign-in) anyway.
 */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: Infinity,
    retry: 1,
  });
}
