import { useParams } from 'react-router';
import { NotBuiltCard } from '../../components/notice/not-built-card';

/** /device-details/{dName?}: built in a later issue. */
export function DeviceDetailsRoute() {
  const { dName } = useParams();
  return <NotBuiltCard screen="Device Details" detail={dName ? `Device ${dName}` : undefined} />;
}
