import { CMDB_COLLECTIONS, CMDB_ENTITIES, CMDB_MAX_LIMIT, type CmdbCollection } from '@nms/contract';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CmdbLabel {
  collection: CmdbCollection;
  id: number | string;
  label: string;
}

/**
 * GET svn/{collection}?limit=10000 for each collection (the CMDB Admin tabs' call: reference data
 * is small, the palette searches it in the browser), kept as key and label (the first field).
 */
export async function fetchCmdbLabels(collection: CmdbCollection, signal?: AbortSignal): Promise<CmdbLabel[]> {
  const answer = await api.get(`/svn/${collection}`, { query: { limit: CMDB_MAX_LIMIT }, signal });
  const e = CMDB_ENTITIES[collection];
  const labelField = e.fields[0].name;
  return answer.data.map((r) => {
    const row = r as Record<string, unknown>;
    return { collection, id: row[e.key] as number, label: String(row[labelField] ?? '') };
  });
}

// Stable (module level): useQueries keeps the combined list while no answer changes, so the
// palette's ranking does not run again on every render.
const allLabels = (results: ReadonlyArray<{ data?: CmdbLabel[] }>): CmdbLabel[] => results.flatMap((r) => r.data ?? []);

/** Every collection's labels, loaded when the palette first searches and kept five minutes. */
export function useCmdbLabels(enabled: boolean): CmdbLabel[] {
  return useQueries({
    queries: CMDB_COLLECTIONS.map((c) => ({
      queryKey: ['palette', 'cmdb', c] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchCmdbLabels(c, signal),
      enabled,
      staleTime: 5 * 60_000,
      retry: false,
    })),
    combine: allLabels,
  });
}
