import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SERVER_MIN_CHARS } from '../logic/palette-item';

/** GET /api/v1.0/search/customers?query= → customers (device nmd) containing the text, with device counts. */
export async function searchCustomers(text: string, signal?: AbortSignal) {
  const answer = await api.get('/search/customers', { query: { query: text, limit: 5 }, signal });
  return answer.data;
}

export function useCustomerSearch(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: ['search', 'customers', trimmed] as const,
    queryFn: ({ signal }) => searchCustomers(trimmed, signal),
    enabled: trimmed.length >= SERVER_MIN_CHARS,
    staleTime: 60_000,
  });
}
