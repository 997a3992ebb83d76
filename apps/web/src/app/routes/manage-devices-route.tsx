import { ManageDevicesScreen } from '../../features/manage-devices/lazy-manage-devices-screen';

/** /manage-devices: summary strip, device grid, bulk actions and the right-hand dock (spec 001 §2.2). */
export function ManageDevicesRoute() {
  return <ManageDevicesScreen />;
}
