import type { PamSuspendAnswer } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /action/devices/pam-suspend?device_names=&active=true (spec 000 §7, 001 §7). */
export function fetchPamSchedules(deviceNames: readonly string[], signal?: AbortSignal): Promise<PamSuspendAnswer> {
  return apiFetch<PamSuspendAnswer>('/action/devices/pam-suspend', {
    params: { device_names: deviceNames.join(','), active: true },
    signal,
  });
}

export const pamSchedulesKey = (deviceNames: readonly string[]) => ['pam-suspend', 'schedules', [...deviceNames].sort()] as const;

/** Every PAM query, for invalidation after a write. */
export const PAM_QUERY_ROOT = ['pam-suspend'] as const;

/** How often an open form re-reads a schedule that is still on its way to 'sus' (the job's tick). */
export const PAM_STATUS_POLL_MS = 10_000;
const isMoving = (answer: PamSuspendAnswer | undefined) =>
  answer?.data.some((s) => s.status === 'sched' || s.status === 'pendsus') ?? false;

export function usePamSchedules(deviceNames: readonly string[]) {
  return useQuery({
    queryKey: pamSchedulesKey(deviceNames),
    queryFn: ({ signal }) => fetchPamSchedules(deviceNames, signal),
    enabled: deviceNames.length > 0,
    // A status moves on the server's clock: every opening of the form reads it afresh.
    staleTime: 0,
    retry: false,
    // Scheduled and pending suspensions move on the server's clock; the status follows on screen.
    refetchInterval: (q) => (isMoving(q.state.data) ? PAM_STATUS_POLL_MS : false),
  });
}
