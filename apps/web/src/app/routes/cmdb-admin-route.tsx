import { CmdbAdminScreen } from '../../features/cmdb-admin';

/** /cmdb-admin: CMDB Admin, the Overview and the nine editable reference-data tabs (spec 002 §2.5). */
export function CmdbAdminRoute() {
  return <CmdbAdminScreen />;
}
