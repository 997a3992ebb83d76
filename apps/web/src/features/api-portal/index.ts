/** API Portal: getting started, the API explorer and usage pages. Other features and app/routes import from here only. */
export { ApiPortalScreen } from './components/api-portal-screen';
