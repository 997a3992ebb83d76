import { NotBuiltCard } from '../../components/notice/not-built-card';

/** NMS Tools API: built in a later issue. */
export function ApiPortalRoute() {
  return <NotBuiltCard screen="NMS Tools API" />;
}
