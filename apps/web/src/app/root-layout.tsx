import { useAuth } from 'react-oidc-context';
import { Outlet } from 'react-router';
import { AppLayout } from './shell/app-layout';

/** Signed-in users see every route inside the shell; everyone else sees the bare page (002 §2.1). */
export function RootLayout() {
  const auth = useAuth();
  if (auth.isAuthenticated) {
    return (
      <AppLayout>
        <Outlet />
      </AppLayout>
    );
  }
  return <Outlet />;
}
