import { AuditTrailScreen } from '../../features/admin-audit';
import { useSessionUser } from '../../lib/auth/session';
import { NotFoundRoute } from './not-found-route';

/** /admin/audit-trail: the audit trail (beyond the spec; admins only, as /admin). */
export function AuditTrailRoute() {
  const user = useSessionUser();
  if (!user?.isAdmin) return <NotFoundRoute />;
  return <AuditTrailScreen />;
}
