import { apiFetchBlob, apiSendInput, type QueryParams } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/** GET /action/device/packet-capture (or -aa for accelerators) → { file_name }. */
export async function runPacketCapture(accelerator: boolean, params: QueryParams): Promise<string> {
  const path = accelerator ? '/action/device/packet-capture-aa' : '/action/device/packet-capture';
  const { file_name: fileName } = await apiSendInput('get', path, { query: params });
  if (!fileName) throw new Error('No capture file name in the answer');
  return fileName;
}

/** GET /action/device/packet-capture/download?file_name=: saved to disk under its own name. */
export async function downloadCapture(fileName: string): Promise<void> {
  const blob = await apiFetchBlob('/action/device/packet-capture/download', { query: { file_name: fileName } });
  saveBlob(blob, fileName.split('/').pop() || fileName);
}
