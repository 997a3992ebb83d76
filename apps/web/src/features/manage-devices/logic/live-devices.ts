import type { LiveViewSpec } from '../../../lib/live/live-types';
import type { GridLive } from '../../../components/data-grid/use-live-rows';

/** The devices a grid's query matches, as a live view ('*', every device, is a view without a query). */
export function devicesView(query: string | undefined): LiveViewSpec {
  const q = query?.trim();
  return q && q !== '*' ? { kind: 'devices', query: q } : { kind: 'devices' };
}

/** A device grid follows the devices its query matches (now or before a change). */
export const LIVE_DEVICES: GridLive = { view: devicesView };
