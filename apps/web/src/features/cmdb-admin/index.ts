/** CMDB Admin: the CMDB records editor. Other features and app/routes import from here only. */
export { CmdbAdminScreen } from './components/cmdb-admin-screen';
