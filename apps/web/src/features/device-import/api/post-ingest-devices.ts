import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiSendInput } from '../../../lib/api-client';
import type { PreparedRow } from '@nms/contract';
import { runImport, type IngestAnswer, type ImportOutcome, type ImportProgress } from '../logic/run-import';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';

/**
 * POST ingest/devices with a JSON array of device objects (upsert by name). With `dryRun` the
 * server validates and counts what it would do and writes nothing (the preview and the check).
 */
export function postIngestDevices(devices: Record<string, unknown>[], dryRun = false, signal?: AbortSignal): Promise<IngestAnswer> {
  return apiSendInput('post', '/ingest/devices', { query: { dryRun: dryRun || undefined }, body: devices, signal });
}

export const previewKey = (fileId: string, mapping: readonly (string | null)[]) => ['device-import', 'preview', fileId, mapping] as const;

/** The preview's dry run of a few rows, keyed by file and mapping (a new mapping asks again). */
export const previewQuery = (fileId: string, mapping: readonly (string | null)[], rows: readonly PreparedRow[]) => ({
  queryKey: previewKey(fileId, mapping),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    runImport(rows, (devices) => postIngestDevices(devices, true, signal), undefined, undefined, true),
  retry: false,
  staleTime: Infinity,
  gcTime: 0,
});

/**
 * Sends a whole file in chunks (a check with `dryRun`, or the import), with its progress. After a
 * real import every cached query is stale: device lists, counts and trees read the new fleet.
 */
export function useIngestRun(dryRun: boolean) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress | undefined>();
  const mutation = useMutation<ImportOutcome, Error, readonly PreparedRow[]>({
    mutationFn: (rows) => runImport(rows, (devices) => postIngestDevices(devices, dryRun), setProgress, undefined, dryRun),
    onSettled: () => (dryRun ? undefined : announceChange(client, { kinds: WRITE_EFFECTS.deviceImport })),
  });
  const reset = () => {
    mutation.reset();
    setProgress(undefined);
  };
  return { ...mutation, progress, reset };
}
