/** Events: the active, archived and monitoring event grids and their row menus. Other features and app/routes import from here only. */
export { EVENTS_COLUMNS } from './components/events-columns';
export { stampArrival } from './logic/alert-duration';
