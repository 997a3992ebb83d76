import { DeviceSearchScreen } from '../../features/device-search';

/** /device-search: find a device, its service and its real-time diagnostics (spec 001 §2.14). */
export function DeviceSearchRoute() {
  return <DeviceSearchScreen />;
}
