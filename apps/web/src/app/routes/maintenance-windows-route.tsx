import { MaintenanceWindowsScreen } from '../../features/maintenance-windows';

/** /maintenance-windows: recurring maintenance with its impact preview (issue 21 item 4). */
export function MaintenanceWindowsRoute() {
  return <MaintenanceWindowsScreen />;
}
