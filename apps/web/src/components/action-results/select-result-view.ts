import type { DeviceActionDef, ResultView } from '@nms/contract';

/** Actions whose failure shows the ping failure popup (spec 001 §8); others fail silently. */
export const PING_ACTIONS: readonly string[] = ['ping', 'pingIp'];
export const PING_ERROR = 'Something error occurred while processing your request, Please try again.';

/**
 * The view a result opens in: the action's own view; a management ping has its own; a plain
 * string always reads as pre-formatted text; anything without a view is the JSON tree.
 */
export function selectResultView(def: DeviceActionDef | undefined, payload: unknown, inputs?: { ping_type?: string }): ResultView {
  if (typeof payload === 'string') return 'text';
  const view = def?.view ?? 'json';
  if (view === 'ping' && inputs?.ping_type === 'mgmt') return 'mgmtPing';
  return view;
}
