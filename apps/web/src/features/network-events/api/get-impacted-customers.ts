import type { ImpactedCustomersAnswer } from '@nms/contract';
import { api } from '../../../lib/api-client';

/** GET es/impacted-customers: device_group → customer rows (spec 002 §7), the whole list at once. */
export function fetchImpactedCustomers(group: string, signal?: AbortSignal): Promise<ImpactedCustomersAnswer> {
  return api.get('/es/impacted-customers', { query: { device_group: group }, signal });
}

export const impactedCustomersKey = (group: string) => ['es', 'impacted-customers', group] as const;
