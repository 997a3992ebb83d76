import { Button, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useAuth } from 'react-oidc-context';
import { Navigate, useLocation } from 'react-router';
import { Pending } from '../../components/notice/pending';
import { HOME } from '../guards';

/**
 * /login: 'Loading...' while authentication is pending, then the identity provider's sign-in
 * page (authorization code + PKCE). Signed-in users go to the dashboard. Failures are logged.
 */
export function LoginRoute() {
  const auth = useAuth();
  const location = useLocation();
  const returnTo = (location.state as { returnTo?: string } | null)?.returnTo ?? HOME;
  const started = useRef(false);

  useEffect(() => {
    if (auth.isLoading || auth.isAuthenticated || auth.activeNavigator || auth.error || started.current) return;
    started.current = true;
    auth.signinRedirect({ state: { returnTo } }).catch((e: unknown) => console.error('Sign-in failed', e));
  }, [auth, returnTo]);

  useEffect(() => {
    if (auth.error) console.error('Sign-in failed', auth.error);
  }, [auth.error]);

  if (auth.isAuthenticated) return <Navigate to={HOME} replace />;
  if (auth.error) {
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
