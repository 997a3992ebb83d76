import type { ReactNode } from 'react';
import { useAuth } from 'react-oidc-context';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Pending } from '../components/notice/pending';
import { wasSignedIn } from '../lib/auth/signed-in-hint';

export const HOME = '/dash-board';

/** Protected routes: unauthenticated users go to /login, which returns them here afterwards. */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.isLoading || auth.activeNavigator) return <Pending />;
  if (!auth.isAuthenticated) return <Navigate to="/login" replace state={{ returnTo: location.pathname + location.search }} />;
  return <Outlet />;
}

/**
 * Landing and login: authenticated users are sent to the dashboard. Tokens live in memory only,
 * so someone who signed in and never signed out goes through /login, which signs in again
 * through the provider's session without a form.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.isAuthenticated) return <Navigate to={HOME} replace />;
  if (auth.isLoading) return <Pending />;
  if (wasSignedIn() && !auth.error) return <Navigate to="/login" replace state={{ returnTo: HOME }} />;
  return <>{children}</>;
}
