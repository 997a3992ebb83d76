/**
 * Lazy entry of MonitoringEvents: the Monitoring tab and the router preload load it on first use. A dynamic import() of index.ts would make the whole
 * feature one chunk shared with its static importers, pulling it into their first load.
 */
export { MonitoringEvents } from './components/monitoring-events';
