import { ApiPortalScreen } from '../../features/api-portal';

/** /ab/getting-started, /ab/api-documentation, /ab/usage: the NMS Tools API portal (spec 002 §2.7). */
export function ApiPortalRoute() {
  return <ApiPortalScreen />;
}
