import type { AlertNotes } from '@nms/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DATA_PREFIXES } from '../../../lib/data-changes';

/** GET /api/v1.0/alerts/{id}/notes → the alert's workflow as stored now and its notes, oldest first. */
export function useAlertNotes(id: number) {
  return useQuery({
    queryKey: [...DATA_PREFIXES.alertWorkflow[0], id],
    queryFn: ({ signal }): Promise<AlertNotes> => api.get('/alerts/{id}/notes', { path: { id }, signal }),
  });
}
