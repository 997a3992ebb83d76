import type { UserManager } from 'oidc-client-ts';
import { API_BASE } from '../api-client';
import { clearSignedIn } from './signed-in-hint';

/** Revokes the refresh token at the provider (RFC 7009); it answers 200 with an empty body. */
async function revokeRefreshToken(manager: UserManager): Promise<void> {
  const refreshToken = (await manager.getUser())?.refresh_token;
  const endpoint = await manager.metadataService.getRevocationEndpoint(false);
  if (!refreshToken || !endpoint) return;
  await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token', client_id: manager.settings.client_id }),
  });
}

/** Runs a sign-out step; a failed one is logged and does not keep anyone signed in. */
const step = async (what: string, run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (e) {
    console.warn(`Sign-out: ${what} failed`, e);
  }
};

/**
 * Signs out for real: the API lists the session as signed out (its tokens stop working at once,
 * copies too), the refresh token is revoked, then `endProviderSession` (react-oidc-context's
 * signoutRedirect, which tells the guards a navigation is under way so they do not start a new
 * sign-in meanwhile) ends the provider's session and returns to the landing page.
 */
export async function signOut(manager: UserManager, idToken: string | undefined, endProviderSession: () => Promise<void>): Promise<void> {
  clearSignedIn();
  if (idToken) {
    await step('the API', () => fetch(`${API_BASE}/user/logout`, { method: 'POST', headers: { authorization: `Bearer ${idToken}` } }));
  }
  await step('revoking the refresh token', () => revokeRefreshToken(manager));
  await endProviderSession();
}
