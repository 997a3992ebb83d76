import { ApiTokensScreen } from '../../features/admin-tokens';
import { useSessionUser } from '../../lib/auth/session';
import { NeedsAdminRoute } from './needs-admin-route';

/** /admin/api-tokens: API tokens and service accounts (beyond the spec; admins only, as /admin). */
export function ApiTokensRoute() {
  const user = useSessionUser();
  if (!user?.isAdmin) return <NeedsAdminRoute />;
  return <ApiTokensScreen />;
}
