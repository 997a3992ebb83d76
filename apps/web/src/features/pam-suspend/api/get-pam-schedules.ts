import type { PamSuspendAnswer } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveReload } from '../../../lib/live/use-live';
import { deviceDataKey } from '../../../lib/data-changes';
import { pamLiveView, touchesDevices } from '../logic/pam-live';
import { pamView } from '../logic/pam-view';

/**
 * GET /action/devices/pam-suspend?device_names=&active=true (spec 000 §7, 001 §7), with
 * missing=empty: a device without a schedule is a normal answer here ({data:[]}), not a 404 the
 * browser logs as a failed request.
 */
export function fetchPamSchedules(deviceNames: readonly string[], signal?: AbortSignal): Promise<PamSuspendAnswer> {
  return api.get('/action/devices/pam-suspend', {
    query: { device_names: deviceNames.join(','), active: true, missing: 'empty' },
    signal,
  });
}

/** PAM data of these devices: a PAM write of any of them makes it stale (see WRITE_EFFECTS.pam). */
export const pamSchedulesKey = (deviceNames: readonly string[]) => deviceDataKey('pam', deviceNames);

/** How often an open form re-reads a schedule that is still on its way to 'sus' (the job's tick). */
export const PAM_STATUS_POLL_MS = 10_000;
const isMoving = (answer: PamSuspendAnswer | undefined) => answer?.data.some((s) => s.status === 'sched' || s.status === 'pendsus') ?? false;

export function usePamSchedules(deviceNames: readonly string[]) {
  const query = useQuery({
    queryKey: pamSchedulesKey(deviceNames),
    queryFn: ({ signal }) => fetchPamSchedules(deviceNames, signal),
    enabled: deviceNames.length > 0,
    // A status moves on the server's clock: every opening of the form reads it afresh.
    staleTime: 0,
    retry: false,
    // Scheduled and pending suspensions move on the server's clock; the status follows on screen.
    refetchInterval: (q) => (isMoving(q.state.data) ? PAM_STATUS_POLL_MS : false),
  });
  // Live: another operator's schedule of these devices shows at once. Several screens read this
  // query (the form, the Device Status card): a live read joins one already running.
  useLiveReload(pamLiveView(deviceNames), () => query.refetch({ cancelRefetch: false }), touchesDevices(deviceNames));
  return query;
}

/**
 * One device's PAM status as every screen shows it: the PAM form and the Device Status card's
 * 'Proactive Monitoring Status' both read this one query and derive their text the same way.
 */
export function usePamStatus(deviceName: string) {
  const query = usePamSchedules(deviceName ? [deviceName] : []);
  return { query, ...pamView(query, deviceName) };
}
