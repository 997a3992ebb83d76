import type { CmdbCollection, CmdbRecord } from '@nms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type CmdbRow } from './get-cmdb-rows';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';

/** PUT svn/{collection}/{id} with the changed fields only; the server merges them (spec 002 §4, §7). */
export function updateCmdbRow(collection: CmdbCollection, id: number, changes: CmdbRecord): Promise<CmdbRow> {
  return api.put(`/svn/${collection}/{id}`, { path: { id }, body: changes });
}

export function useUpdateCmdbRow(collection: CmdbCollection) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: CmdbRecord }) => updateCmdbRow(collection, id, changes),
    onSuccess: () => announceChange(client, { kinds: WRITE_EFFECTS.cmdb }),
  });
}
