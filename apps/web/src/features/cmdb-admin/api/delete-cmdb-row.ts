import type { CmdbCollection } from '@nms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';

/**
 * DELETE svn/{collection}/{id} (spec 002 §7); the server refuses a row others still reference.
 * The answer is not read (the spec shows none); an empty 204 is a success like any 2xx.
 */
export async function deleteCmdbRow(collection: CmdbCollection, id: number): Promise<void> {
  await api.delete(`/svn/${collection}/{id}`, { path: { id } });
}

export function useDeleteCmdbRow(collection: CmdbCollection) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCmdbRow(collection, id),
    onSuccess: () => announceChange(client, { kinds: WRITE_EFFECTS.cmdb }),
  });
}
