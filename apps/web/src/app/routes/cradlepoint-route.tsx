import { CradlepointScreen } from '../../features/cradlepoint';

/** /cradlepoint: the Cradlepoint viewer (spec 002 §2.8). */
export function CradlepointRoute() {
  return <CradlepointScreen />;
}
