import { CMDB_MAX_LIMIT, type CmdbCollection, type CmdbRecord, type PageAnswer } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DATA_PREFIXES } from '../../../lib/data-changes';

/** A stored row: its key, its fields and dttm (the contract's cmdbRow). */
export type CmdbRow = CmdbRecord & { dttm?: string };

/** A collection's page (the contract's cmdbAnswer): its rows and their total. */
export type CmdbAnswer = PageAnswer<CmdbRow>;

/**
 * GET svn/{collection} with limit 10000: reference data is small, so the tab holds the whole
 * collection and pages, sorts and searches it in the browser (the lookups read the same answer).
 */
export function fetchCmdbRows(collection: CmdbCollection, signal?: AbortSignal): Promise<CmdbAnswer> {
  return api.get(`/svn/${collection}`, { query: { limit: CMDB_MAX_LIMIT }, signal });
}

/** Every CMDB query, invalidated after a write (grids, lookups and the overview follow). */
export const CMDB_QUERY_ROOT = DATA_PREFIXES.cmdb[0];

export const cmdbRowsKey = (collection: CmdbCollection) => [...CMDB_QUERY_ROOT, 'rows', collection] as const;

export const cmdbRowsQuery = (collection: CmdbCollection) => ({
  queryKey: cmdbRowsKey(collection),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCmdbRows(collection, signal),
  retry: false,
});

export function useCmdbRows(collection: CmdbCollection) {
  return useQuery(cmdbRowsQuery(collection));
}
