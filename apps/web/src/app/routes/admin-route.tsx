import { AppCard } from '../../components/card/app-card';
import { useSessionUser } from '../../lib/auth/session';
import { NotFoundRoute } from './not-found-route';

/** /admin: a card titled 'Admin' with an empty body, for the admin group only (spec 002 §2.4). */
export function AdminRoute() {
  const user = useSessionUser();
  if (!user?.isAdmin) return <NotFoundRoute />;
  return <AppCard title="Admin" data-testid="admin-card" />;
}
