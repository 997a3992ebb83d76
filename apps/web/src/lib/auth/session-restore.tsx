import { useEffect, useRef } from 'react';
import { useAuth } from 'react-oidc-context';
import { wasSignedIn } from './signed-in-hint';

/**
 * Tokens live in memory only, so every full page load starts signed out. Protected routes send
 * the visitor through /login (RequireAuth) and the landing page does too (PublicOnly); this
 * covers the public pages in between (the 'Page Not Found' page): a browser that signed in and
 * never signed out signs in again through the provider's session and comes back to the same page.
 * It runs after the routes' own effects, so a route that already went to /login is left alone.
 */
export function SessionRestore() {
  const auth = useAuth();
  const tried = useRef(false);
  useEffect(() => {
    if (auth.isLoading || auth.isAuthenticated || auth.activeNavigator || auth.error || tried.current) return;
    const { pathname, search } = window.location;
    if (!wasSignedIn() || pathname === '/' || pathname.startsWith('/login')) return;
    tried.current = true;
    auth.signinRedirect({ state: { returnTo: pathname + search } }).catch((e: unknown) => console.error('Sign-in failed', e));
  }, [auth]);
  return null;
}
