import type { CmdbCollection, CmdbRecord } from '@nms/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type CmdbRow } from './get-cmdb-rows';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';

/** POST svn/{collection} with the whole record (spec 002 §7). */
export function createCmdbRow(collection: CmdbCollection, record: CmdbRecord): Promise<CmdbRow> {
  return api.post(`/svn/${collection}`, { body: record });
}

export function useCreateCmdbRow(collection: CmdbCollection) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (record: CmdbRecord) => createCmdbRow(collection, record),
    onSuccess: () => announceChange(client, { kinds: WRITE_EFFECTS.cmdb }),
  });
}
