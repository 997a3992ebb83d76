import { SvnScreen } from '../../features/svn';

/** /svn: the Service View Navigator (spec 001 §2.7). */
export function SvnRoute() {
  return <SvnScreen />;
}
