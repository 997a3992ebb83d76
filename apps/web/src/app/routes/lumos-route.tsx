import { NotBuiltCard } from '../../components/notice/not-built-card';

/** LUMOS: built in a later issue. */
export function LumosRoute() {
  return <NotBuiltCard screen="LUMOS" />;
}
