import { Anchor, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useAuth } from 'react-oidc-context';
import { Link, Navigate } from 'react-router';
import { Pending } from '../../components/notice/pending';
import { HOME } from '../guards';

/** /login/callback: the provider returns here; the session starts and the user goes on. */
export function LoginCallbackRoute() {
  const auth = useAuth();
  useEffect(() => {
    if (auth.error) console.error('Sign-in callback failed', auth.error);
  }, [auth.error]);

  if (auth.isAuthenticated) {
    const state = auth.user?.state as { returnTo?: string } | undefined;
    const to = state?.returnTo && state.returnTo.startsWith('/') && !state.returnTo.startsWith('/login') ? state.returnTo : HOME;
    return <Navigate to={to} replace />;
  }
  if (auth.error && !auth.isLoading) {
    return (
      <Stack align="center" mt={120}>
        <Anchor component={Link} to="/login">
          Log In
        </Anchor>
      </Stack>
    );
  }
  return <Pending text="Loading..." />;
}
