import { InMemoryWebStorage, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { OIDC_SCOPES, type RuntimeConfig } from '../runtime-config';

/**
 * The one OpenID Connect client of the app (authorization code + PKCE). Tokens live in memory
 * only, out of reach of any script reading web storage: a reload or a new tab signs in again
 * through the provider's httpOnly session cookie, without a form while that session lives
 * (in a hidden frame when it can: quiet-sign-in.ts).
 * While the page is open the rotating refresh token renews the ID token before it expires.
 * Only the PKCE state of a sign-in in progress (no token) waits in sessionStorage.
 */
let manager: UserManager | undefined;

export function createUserManager(config: RuntimeConfig, origin = window.location.origin): UserManager {
  if (manager?.settings.authority === config.issuer && manager.settings.client_id === config.clientId) return manager;
  manager = new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}/login/callback`,
    silent_redirect_uri: `${origin}/login/silent-callback.html`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: OIDC_SCOPES,
    automaticSilentRenew: true,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    // The refresh token is revoked by signOut (lib/auth/sign-out.ts): oidc-client-ts's own
    // revocation insists on a JSON answer, and RFC 7009 answers are empty.
  });
  return manager;
}

export function getUserManager(): UserManager | undefined {
  return manager;
}

/** The signed-in user's ID token (what the API expects as bearer), if any and not expired. */
export async function currentIdToken(): Promise<string | undefined> {
  const user: User | null | undefined = await manager?.getUser();
  if (!user || user.expired || !user.id_token) return undefined;
  return user.id_token;
}
