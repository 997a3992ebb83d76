import { NotBuiltCard } from '../../components/notice/not-built-card';

/** Device Search: built in a later issue. */
export function DeviceSearchRoute() {
  return <NotBuiltCard screen="Device Search" />;
}
