import type { MaintenanceListAnswer } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DATA_PREFIXES } from '../../../lib/data-changes';

/** Every maintenance query; a write invalidates them all (the list, the preview's overlaps). */
export const MAINTENANCE_ROOT = DATA_PREFIXES.maintenance[0];
export const maintenanceWindowsKey = [...MAINTENANCE_ROOT, 'windows'] as const;

/** GET /maintenance/windows: running and upcoming windows, soonest first, each with its next occurrences. */
export function fetchMaintenanceWindows(signal?: AbortSignal): Promise<MaintenanceListAnswer> {
  return api.get('/maintenance/windows', { query: { occurrences: 5 }, signal });
}

/** A window's status moves on the server's clock (running, then scheduled or finished): read it each minute. */
const REFRESH_MS = 60_000;

export function useMaintenanceWindows() {
  return useQuery({
    queryKey: maintenanceWindowsKey,
    queryFn: ({ signal }) => fetchMaintenanceWindows(signal),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
}
