/** Maintenance windows (issue 21 item 4): the list, calendar and form. Other features and app/routes import from here only. */
export { MaintenanceWindowsScreen } from './components/maintenance-windows-screen';
