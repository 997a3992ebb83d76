import { NotBuiltCard } from '../../components/notice/not-built-card';

/** NMC Tools: built in a later issue. */
export function NmcToolsRoute() {
  return <NotBuiltCard screen="NMC Tools" />;
}
