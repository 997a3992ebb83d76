import { DEVICE_SEARCH_MIN_CHARS } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DeviceSuggestion {
  name: string;
  productCategory?: string | null;
  state?: number | null;
}

/** GET /api/v1.0/es/devices/search?field=name&query=&all_fields=false → devices whose name contains the text. */
export async function searchDevices(text: string, signal?: AbortSignal): Promise<DeviceSuggestion[]> {
  const answer = await api.get('/es/devices/search', {
    query: { field: 'name', query: text, all_fields: false },
    signal,
  });
  return answer.data.filter(isSuggestion);
}

/** The answer's rows are open records (all_fields adds every device field); each carries its name. */
const isSuggestion = (row: Record<string, unknown>): row is Record<string, unknown> & DeviceSuggestion => typeof row.name === 'string';

export const deviceSearchKey = (text: string) => ['es', 'devices', 'search', text] as const;

/** Suggestions start at 3 characters (spec 000 §5). */
export function useDeviceSearch(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: deviceSearchKey(trimmed),
    queryFn: ({ signal }) => searchDevices(trimmed, signal),
    enabled: trimmed.length >= DEVICE_SEARCH_MIN_CHARS,
    staleTime: 30_000,
  });
}
