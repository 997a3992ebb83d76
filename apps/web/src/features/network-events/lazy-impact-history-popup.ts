/**
 * Lazy entry of ImpactHistoryPopup: the Networks card loads it when the sparkline is clicked. A dynamic import() of index.ts would make the whole
 * feature one chunk shared with its static importers, pulling it into their first load.
 */
export { ImpactHistoryPopup } from './components/impact-history-popup';
