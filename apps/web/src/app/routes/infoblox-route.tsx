import { InfobloxScreen } from '../../features/infoblox';

/** /infoblox: the read-only Infoblox search (spec 002 §2.6). */
export function InfobloxRoute() {
  return <InfobloxScreen />;
}
