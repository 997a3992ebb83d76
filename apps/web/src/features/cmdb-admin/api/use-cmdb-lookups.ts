import type { CmdbCollection } from '@nms/contract';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { buildLookup, lookupCollections, type Lookups } from '../logic/lookups';
import { cmdbRowsQuery, type CmdbAnswer, type CmdbRow } from './get-cmdb-rows';

export interface CmdbLookupState {
  lookups: Lookups;
  /** Service instance rows, for the services multi-select (when the tab has one). */
  serviceInstances: CmdbRow[];
  error: unknown;
}

/** The collections a tab's lookups name, read through the same cache as their own tabs. */
export function useCmdbLookups(collection: CmdbCollection): CmdbLookupState {
  const collections = useMemo(() => lookupCollections(collection), [collection]);
  // A stable combine: the result (and the grid columns drawn from it) change only with the data.
  const combine = useCallback(
    (results: UseQueryResult<CmdbAnswer>[]): CmdbLookupState => {
      const lookups: Lookups = {};
      let serviceInstances: CmdbRow[] = [];
      results.forEach((r, i) => {
        const c = collections[i];
        if (!r.data) return;
        lookups[c] = buildLookup(c, r.data.data);
        if (c === 'svi_hughes_service_instances') serviceInstances = r.data.data;
      });
      return { lookups, serviceInstances, error: results.find((r) => r.error)?.error ?? null };
    },
    [collections],
  );
  return useQueries({ queries: collections.map((c) => cmdbRowsQuery(c)), combine });
}
