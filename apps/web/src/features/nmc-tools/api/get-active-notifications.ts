import type { NmcPagedQuery } from '@nms/contract';
import { apiFetch } from '../../../lib/api-client';
import type { NmcAnswer } from './nmc-row';

/** GET nmc/active_notifications: the NMS's own outage notices, one per active network event. */
export function fetchActiveNotifications(params: NmcPagedQuery, signal?: AbortSignal): Promise<NmcAnswer> {
  return apiFetch<NmcAnswer>('/nmc/active_notifications', { params: { ...params }, signal });
}

export const activeNotificationsKey = (params: NmcPagedQuery) => ['nmc', 'active_notifications', params] as const;
