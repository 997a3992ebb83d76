import type { AlertNotes } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DATA_PREFIXES } from '../../../lib/data-changes';

export const alertNotesKey = (id: number) => [...DATA_PREFIXES.alertWorkflow[0], id] as const;

/** GET /api/v1.0/alerts/{id}/notes → the alert's workflow as stored now and its notes, oldest first. */
export function useAlertNotes(id: number) {
  return useQuery({
    queryKey: alertNotesKey(id),
    queryFn: ({ signal }): Promise<AlertNotes> => api.get('/alerts/{id}/notes', { path: { id }, signal }),
  });
}
