/**
 * Lazy entry of ArchivedEventsGrid: the hierarchy popups load it on first use. A dynamic import() of index.ts would make the whole
 * feature one chunk shared with its static importers, pulling it into their first load.
 */
export { ArchivedEventsGrid } from './components/archived-events-grid';
