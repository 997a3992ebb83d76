import { useState } from 'react';
import type { QueryParams } from '../../../lib/api-client';
import { downloadCapture, runPacketCapture } from '../api/packet-capture';

/**
 * Capture then Download (spec 001 §4): Download is enabled only once the server returned a file
 * name; a capture in progress or a failed one (file name cleared, logged) keeps it disabled.
 */
export function useCapture(accelerator: boolean) {
  const [capturing, setCapturing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [fileName, setFileName] = useState<string>();

  const capture = async (params: QueryParams) => {
    setCapturing(true);
    setFileName(undefined);
    try {
      setFileName(await runPacketCapture(accelerator, params));
    } catch (e) {
      console.error('Packet capture failed', e);
    } finally {
      setCapturing(false);
    }
  };

  const download = async () => {
    if (!fileName) return;
    setDownloading(true);
    try {
      await downloadCapture(fileName);
    } catch (e) {
      console.error('Packet capture download failed', e);
    } finally {
      setDownloading(false);
    }
  };

  return { capturing, downloading, fileName, canDownload: !capturing && !!fileName, capture, download };
}
