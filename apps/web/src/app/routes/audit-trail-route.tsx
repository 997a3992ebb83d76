import { AuditTrailScreen } from '../../features/admin-audit';
import { useSessionUser } from '../../lib/auth/session';
import { NeedsAdminRoute } from './needs-admin-route';

/** /admin/audit-trail: the audit trail (beyond the spec; admins only, as /admin). */
export function AuditTrailRoute() {
  const user = useSessionUser();
  if (!user?.isAdmin) return <NeedsAdminRoute />;
  return <AuditTrailScreen />;
}
