import type { Em7EventsAnswer, Em7EventsQuery } from '@nms/contract';
import { api } from '../../../lib/api-client';

/**
 * GET em7/events?device_id=&stack_id=&sort=&order=&offset=&limit=: the EM7 events of one device.
 * The events grid pages through it itself, so there is no query hook.
 */
export function fetchEm7Events(query: Em7EventsQuery, signal?: AbortSignal): Promise<Em7EventsAnswer> {
  return api.get('/em7/events', { query: query, signal });
}
