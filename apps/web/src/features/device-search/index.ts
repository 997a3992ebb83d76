/** Device Search: HASMAT device search with diagnostics and service grids. Other features and app/routes import from here only. */
export { DeviceSearchScreen } from './components/device-search-screen';
