import type { MaintenanceImpactAnswer, MaintenanceImpactBody } from '@nms/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MAINTENANCE_ROOT } from './get-maintenance-windows';

/** POST /maintenance/impact: what the window as typed would suspend, before it is saved. */
export function previewMaintenanceImpact(body: MaintenanceImpactBody, signal?: AbortSignal): Promise<MaintenanceImpactAnswer> {
  return api.post('/maintenance/impact', { body, signal });
}

/** The preview waits for typing to pause, then asks once per distinct body. */
export const IMPACT_DEBOUNCE_MS = 500;

/**
 * The impact preview of the form's current body (undefined: nothing to count yet). The last answer
 * stays on screen while the next one loads, so the numbers do not blink as the operator types.
 */
export function useMaintenanceImpact(body: MaintenanceImpactBody | undefined) {
  const [settled] = useDebouncedValue(body, IMPACT_DEBOUNCE_MS);
  const key = settled ? JSON.stringify(settled) : '';
  return useQuery({
    queryKey: [...MAINTENANCE_ROOT, 'impact', key],
    queryFn: ({ signal }) => previewMaintenanceImpact(settled!, signal),
    enabled: !!settled,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 10_000,
  });
}
