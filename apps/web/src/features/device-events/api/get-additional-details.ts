import type { SourceRecordAnswer } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type AdditionalDetails = SourceRecordAnswer['data'];

/**
 * GET smarts/device/additional-details?name= → data. A failure is logged and reads as an empty
 * list (spec 000 §8), so the query itself never fails.
 */
export async function fetchAdditionalDetails(name: string, signal?: AbortSignal): Promise<AdditionalDetails> {
  try {
    const answer = await apiFetch<SourceRecordAnswer>('/smarts/device/additional-details', { params: { name }, signal });
    return answer.data ?? {};
  } catch (e) {
    if (signal?.aborted) throw e;
    console.error(`Additional details of ${name} failed to load`, e);
    return {};
  }
}

export const additionalDetailsKey = (name: string) => ['smarts', 'additional-details', name] as const;

export function useAdditionalDetails(name: string) {
  return useQuery({ queryKey: additionalDetailsKey(name), queryFn: ({ signal }) => fetchAdditionalDetails(name, signal) });
}
