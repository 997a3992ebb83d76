import { useParams } from 'react-router';
import { DeviceDetailsScreen } from '../../features/device-details/lazy-device-details-screen';

/** /device-details/{dName?}: the URL carries the device (spec 000 §2). */
export function DeviceDetailsRoute() {
  const { dName } = useParams();
  return <DeviceDetailsScreen deviceName={dName?.trim() || undefined} />;
}
