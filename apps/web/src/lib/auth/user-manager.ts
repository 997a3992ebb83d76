import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { OIDC_SCOPES, type RuntimeConfig } from '../runtime-config';

/**
 * The one OpenID Connect client of the app (authorization code + PKCE). Tokens live in
 * localStorage so a reload or a new tab stays signed in; they are renewed before they expire
 * (with the refresh token that offline_access grants).
 */
let manager: UserManager | undefined;

export function createUserManager(config: RuntimeConfig, origin = window.location.origin): UserManager {
  manager = new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}/login/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: OIDC_SCOPES,
    automaticSilentRenew: true,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    stateStore: new WebStorageStateStore({ store: window.localStorage }),
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
