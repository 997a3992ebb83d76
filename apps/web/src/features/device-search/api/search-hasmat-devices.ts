import { DEVICE_SEARCH_MIN_CHARS, type HasmatSearchAnswer } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET es/hasmat/devices/search?field=name&query=: devices whose name matches what was typed. */
export function searchHasmatDevices(text: string, signal?: AbortSignal): Promise<HasmatSearchAnswer> {
  return api.get('/es/hasmat/devices/search', { query: { field: 'name', query: text }, signal });
}

export const hasmatSearchKey = (text: string) => ['es', 'hasmat', 'devices', 'search', text] as const;

/** No call under 3 characters (spec 001 §5). */
export function useHasmatSearch(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: hasmatSearchKey(trimmed),
    queryFn: ({ signal }) => searchHasmatDevices(trimmed, signal),
    enabled: trimmed.length >= DEVICE_SEARCH_MIN_CHARS,
    staleTime: 30_000,
    retry: false,
  });
}
