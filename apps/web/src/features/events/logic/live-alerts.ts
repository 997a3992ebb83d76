import type { GridLive } from '../../../components/data-grid/use-live-rows';

/** The events grids follow every alert with Live on (their queries filter on the server's side). */
export const LIVE_ALERTS: GridLive = { view: () => ({ kind: 'alerts' }) };
