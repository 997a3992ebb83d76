import { NotBuiltCard } from '../../components/notice/not-built-card';

/** Infoblox: built in a later issue. */
export function InfobloxRoute() {
  return <NotBuiltCard screen="Infoblox" />;
}
