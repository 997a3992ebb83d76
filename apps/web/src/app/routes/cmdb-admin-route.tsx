import { NotBuiltCard } from '../../components/notice/not-built-card';

/** CMDB Admin: built in a later issue. */
export function CmdbAdminRoute() {
  return <NotBuiltCard screen="CMDB Admin" />;
}
