/** Geo map tab of the dashboard. Other features and app/routes import from here only. */
export { GeoMapTab } from './components/geo-map-tab';
