/** Dashboard: summary, monitoring and map tabs. Other features and app/routes import from here only. */
export { DashboardScreen } from './components/dashboard-screen';
