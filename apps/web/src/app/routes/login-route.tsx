import { Button, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { Navigate, useLocation } from 'react-router';
import { Pending } from '../../components/notice/pending';
import { quietSignIn } from '../../lib/auth/quiet-sign-in';
import { getUserManager } from '../../lib/auth/user-manager';
import { HOME } from '../guards';

const safeReturnTo = (to: string | undefined) => (to && to.startsWith('/') && !to.startsWith('/login') ? to : HOME);

/**
 * /login: 'Loading...' while authentication is pending, then the identity provider's sign-in
 * page (authorization code + PKCE). A browser that was signed in first tries the provider's
 * session in a hidden frame and, when that works, goes straight back where it came from without
 * reloading the app. Signed-in users go on (to the dashboard by default). Failures are logged.
 */
export function LoginRoute() {
  const auth = useAuth();
  const location = useLocation();
  const returnTo = safeReturnTo((location.state as { returnTo?: string } | null)?.returnTo);
  const started = useRef(false);
  const [trying, setTrying] = useState(false);

  useEffect(() => {
    if (auth.isLoading || auth.isAuthenticated || auth.activeNavigator || auth.error || started.current) return;
    started.current = true;
    const manager = getUserManager();
    setTrying(true);
    void (manager ? quietSignIn(manager) : Promise.resolve(false)).then((signedIn) => {
      setTrying(false);
      if (!signedIn) auth.signinRedirect({ state: { returnTo } }).catch((e: unknown) => console.error('Sign-in failed', e));
    });
  }, [auth, returnTo]);

  useEffect(() => {
    if (auth.error) console.error('Sign-in failed', auth.error);
  }, [auth.error]);

  if (auth.isAuthenticated) return <Navigate to={returnTo} replace />;
  if (auth.error && !trying) {
    return (
      <Stack align="center" mt={120}>
        <Pending text="Loading..." />
        <Button
          variant="light"
          onClick={() => void auth.signinRedirect({ state: { returnTo } }).catch((e: unknown) => console.error('Sign-in failed', e))}
        >
          Log In
        </Button>
      </Stack>
    );
  }
  return <Pending text="Loading..." />;
}
