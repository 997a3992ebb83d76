import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSendInput } from '../../../lib/api-client';
import { WRITE_EFFECTS, announceChange } from '../../../lib/data-changes';

export interface SourceDevice {
  name: string;
  managementIp: string;
  productCategory?: string;
}

/** An unknown source imported as a device (POST ingest/devices, upsert by name), so its next message is placed. */
export function useImportSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (device: SourceDevice) => {
      const answer = await apiSendInput('post', '/ingest/devices', { body: [device] });
      // A row the rules refuse is answered 200 with its error: the form shows it and keeps what was typed.
      if (answer.rejected > 0) throw new Error(answer.errors.map((e) => `${e.field ? `${e.field}: ` : ''}${e.message}`).join('; '));
      return answer;
    },
    onSuccess: () => announceChange(client, { kinds: WRITE_EFFECTS.feedHealth }),
  });
}
