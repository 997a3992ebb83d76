/** Network events: the grid, impact history and paging helpers. Other features and app/routes import from here only. */
export { NetworkEventsGrid } from './components/network-events-grid';
