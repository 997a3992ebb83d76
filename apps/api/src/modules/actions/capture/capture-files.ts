import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { badRequest, notFound } from '../../../lib/http-error';

/** Captures older than this are deleted when a new one is written. */
export const CAPTURE_RETENTION_MS = 24 * 3_600_000;

/** `<device>_<UTC time>_<8 hex>.pcap`: nothing else is ever served, so no path can escape the folder. */
export const CAPTURE_FILE_PATTERN = /^[A-Za-z0-9-]{1,120}_\d{8}T\d{6}Z_[0-9a-f]{8}\.pcap$/;

export const capturesDir = (dataDir: string) => join(dataDir, 'captures');

export function captureFileName(deviceName: string, now: number): string {
  const safe = deviceName.replace(/[^A-Za-z0-9-]/g, '-').slice(0, 120) || 'device';
  const stamp = new Date(now)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${safe}_${stamp}_${randomBytes(4).toString('hex')}.pcap`;
}

/** Deletes captures past retention; a file another process removed first is not an error. */
export async function pruneCaptures(dir: string, now: number): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!CAPTURE_FILE_PATTERN.test(name)) continue;
    const path = join(dir, name);
    const st = await stat(path).catch(() => null);
    if (st && now - st.mtimeMs > CAPTURE_RETENTION_MS) {
      await unlink(path).catch(() => undefined);
      removed++;
    }
  }
  return removed;
}

export async function saveCapture(dataDir: string, deviceName: string, bytes: Buffer, now: number): Promise<string> {
  const dir = capturesDir(dataDir);
  await mkdir(dir, { recursive: true });
  const fileName = captureFileName(deviceName, now);
  await writeFile(join(dir, fileName), bytes);
  await pruneCaptures(dir, now);
  return fileName;
}

/** The path of a stored capture; 400 for a name that is not one, 404 for one that is gone. */
export async function capturePath(dataDir: string, fileName: string): Promise<{ path: string; size: number }> {
  if (!CAPTURE_FILE_PATTERN.test(fileName)) throw badRequest(`file_name: '${fileName.slice(0, 200)}' is not a capture file name`);
  const path = join(capturesDir(dataDir), fileName);
  const st = await stat(path).catch(() => null);
  if (!st?.isFile()) throw notFound(`Capture '${fileName}' not found (captures are kept ${CAPTURE_RETENTION_MS / 3_600_000} hours)`);
  return { path, size: st.size };
}
