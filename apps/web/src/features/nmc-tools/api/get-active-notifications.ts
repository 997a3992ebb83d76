import type { NmcPagedQuery } from '@nms/contract';
import { api } from '../../../lib/api-client';
import type { NmcAnswer } from './nmc-row';

/** GET nmc/active_notifications: the NMS's own outage notices, one per active network event. */
export function fetchActiveNotifications(params: NmcPagedQuery, signal?: AbortSignal): Promise<NmcAnswer> {
  return api.get('/nmc/active_notifications', { query: params, signal });
}
