import { NotBuiltCard } from '../../components/notice/not-built-card';

/** Service View Navigator: built in a later issue. */
export function SvnRoute() {
  return <NotBuiltCard screen="Service View Navigator" />;
}
