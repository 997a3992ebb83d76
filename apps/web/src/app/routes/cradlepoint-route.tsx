import { NotBuiltCard } from '../../components/notice/not-built-card';

/** Cradlepoint: built in a later issue. */
export function CradlepointRoute() {
  return <NotBuiltCard screen="Cradlepoint" />;
}
