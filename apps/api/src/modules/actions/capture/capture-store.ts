import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/http-error';
import { deleteCapturesBefore, insertCapture, selectCaptureBytes } from './capture-repository';

/** Captures older than this are deleted when a new one is written. */
export const CAPTURE_RETENTION_MS = 24 * 3_600_000;

/** `<device>_<UTC time>_<8 hex>.pcap`: a name of any other shape is refused before the database is asked. */
export const CAPTURE_FILE_PATTERN = /^[A-Za-z0-9-]{1,120}_\d{8}T\d{6}Z_[0-9a-f]{8}\.pcap$/;

export function captureFileName(deviceName: string, now: number): string {
  const safe = deviceName.replace(/[^A-Za-z0-9-]/g, '-').slice(0, 120) || 'device';
  const stamp = new Date(now)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${safe}_${stamp}_${randomBytes(4).toString('hex')}.pcap`;
}

/**
 * Stores a capture in the database (migration 030), not on the local disk: with several API
 * processes behind a load balancer, the download may reach another process than the capture did.
 * Captures past retention go in the same transaction. `owner` is the maker's subject.
 */
export async function saveCapture(db: Kysely<DB>, deviceName: string, bytes: Buffer, now: number, owner: string): Promise<string> {
  const fileName = captureFileName(deviceName, now);
  await db.transaction().execute(async (tx) => {
    await deleteCapturesBefore(tx, now - CAPTURE_RETENTION_MS);
    await insertCapture(tx, { file_name: fileName, device_name: deviceName, created_at: now, bytes, created_by: owner });
  });
  return fileName;
}

/** Who asks for a capture: its maker gets it, an admin gets any (issue 30 item 5). */
export interface CaptureReader {
  sub: string;
  isAdmin: boolean;
}

/**
 * A stored capture's bytes; 400 for a name that is not one, 404 for one that is gone or that
 * another user made (404, not 403: the name of someone else's capture is not confirmed).
 */
export async function loadCapture(db: Kysely<DB>, fileName: string, reader: CaptureReader, now = Date.now()): Promise<Buffer> {
  if (!CAPTURE_FILE_PATTERN.test(fileName)) throw badRequest(`file_name: '${fileName.slice(0, 200)}' is not a capture file name`);
  const row = await selectCaptureBytes(db, fileName, now - CAPTURE_RETENTION_MS, reader.isAdmin ? undefined : reader.sub);
  if (!row) throw notFound(`Capture '${fileName}' not found (captures are kept ${CAPTURE_RETENTION_MS / 3_600_000} hours)`);
  return Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
}
