import { useSessionUser } from '../../lib/auth/session';
import { DeviceImportScreen } from '../../features/device-import';
import { NeedsAdminRoute } from './needs-admin-route';

/** /admin/import-devices: import a spreadsheet of devices (beyond the spec; admins only, as /admin). */
export function ImportDevicesRoute() {
  const user = useSessionUser();
  if (!user?.isAdmin) return <NeedsAdminRoute />;
  return <DeviceImportScreen />;
}
