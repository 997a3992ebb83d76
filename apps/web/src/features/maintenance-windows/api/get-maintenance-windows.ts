import type { MaintenanceListAnswer } from '@nms/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every maintenance query; a write invalidates them all (the list, the preview's overlaps). */
export const MAINTENANCE_ROOT = ['maintenance'] as const;
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

export const invalidateMaintenance = (client: QueryClient): Promise<void> => client.invalidateQueries({ queryKey: MAINTENANCE_ROOT });
