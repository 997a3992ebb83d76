import type { UserManager } from 'oidc-client-ts';
import { wasSignedIn } from './signed-in-hint';

/** How long the hidden frame may take before the full redirect takes over. */
export const QUIET_SIGN_IN_TIMEOUT_S = 4;

/**
 * Signs in again without leaving the page when this browser was signed in: the provider's
 * session answers a prompt=none request in a hidden frame (public/login/silent-callback.html),
 * so a reload costs one token exchange instead of a second load of the app. Resolves false when
 * that is not possible (never signed in here, the provider's session ended, an external provider
 * that refuses to be framed): the caller then signs in with the full redirect, as before.
 */
export async function quietSignIn(manager: UserManager): Promise<boolean> {
  if (!wasSignedIn()) return false;
  try {
    const user = await manager.signinSilent({ silentRequestTimeoutInSeconds: QUIET_SIGN_IN_TIMEOUT_S });
    return !!user && !user.expired;
  } catch {
    return false;
  }
}
