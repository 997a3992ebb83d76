import type { SavedView } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DATA_PREFIXES } from '../../../lib/data-changes';

/** Every saved-view query: invalidated after a write, so the menu and the palette follow. */
export const SAVED_VIEWS_ROOT = DATA_PREFIXES.savedViews[0];
export const savedViewsKey = (path?: string) => [...SAVED_VIEWS_ROOT, path ?? '*'] as const;

/** GET /api/v1.0/saved-views[?path=] → the caller's views and the shared ones (of one screen, or all). */
export async function fetchSavedViews(path: string | undefined, signal?: AbortSignal): Promise<SavedView[]> {
  const answer = await api.get('/saved-views', { query: path ? { path } : {}, signal });
  return answer.data;
}

export function useSavedViews(path?: string, enabled = true) {
  return useQuery({ queryKey: savedViewsKey(path), queryFn: ({ signal }) => fetchSavedViews(path, signal), enabled, staleTime: 30_000 });
}
