import { NotBuiltCard } from '../../components/notice/not-built-card';

/** Manage Devices: built in a later issue. */
export function ManageDevicesRoute() {
  return <NotBuiltCard screen="Manage Devices" />;
}
