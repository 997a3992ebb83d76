import type { ImpactedCustomersAnswer } from '@nms/contract';
import { apiFetch } from '../../../lib/api-client';

/** GET es/impacted-customers: device_group → customer rows (spec 002 §7), the whole list at once. */
export function fetchImpactedCustomers(group: string, signal?: AbortSignal): Promise<ImpactedCustomersAnswer> {
  return apiFetch<ImpactedCustomersAnswer>('/es/impacted-customers', { params: { device_group: group }, signal });
}

export const impactedCustomersKey = (group: string) => ['es', 'impacted-customers', group] as const;
