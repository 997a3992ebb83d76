/**
 * Lazy entry of NetworkEventsGrid: the Monitoring tab loads it on first use. A dynamic import() of index.ts would make the whole
 * feature one chunk shared with its static importers, pulling it into their first load.
 */
export { NetworkEventsGrid } from './components/network-events-grid';
