import type { AlertRow, PageAnswer, PageRequest } from '@nms/contract';
import { formatDuration } from '../../../components/formatters/format-duration';

const seconds = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);

/**
 * How long an alert has lasted, in seconds. A cleared alert lasted its clear duration (the server's
 * `duration` stops at the last notification, 0 for an alert cleared without another one); an active
 * alert lasts until now, so it shows its age since it was raised, not the age at its last notification.
 */
export function alertSeconds(
  row: Pick<AlertRow, 'active' | 'duration'> & { createdAt?: unknown; clearDuration?: unknown; receivedAt?: unknown },
  nowMs = typeof row.receivedAt === 'number' ? row.receivedAt : Date.now(),
): number | undefined {
  if (!row.active) return seconds(row.clearDuration) ?? seconds(row.duration);
  const created = seconds(row.createdAt);
  if (created) return Math.max(0, Math.floor((nowMs - created) / 1000));
  return seconds(row.duration);
}

/** The Duration cell: days, hours, mins and secs of alertSeconds. */
export const formatAlertDuration = (row: AlertRow, nowMs?: number): string => formatDuration(alertSeconds(row, nowMs));

type PageFetch = (request: PageRequest, signal?: AbortSignal) => Promise<PageAnswer<AlertRow>>;

/**
 * Stamps each row with the moment its page arrived: an active alert's age is counted to then, so
 * the cell and a Visible Rows export of it agree, and the next load (Refresh, the timer) moves it on.
 */
export const stampArrival =
  (fetchPage: PageFetch): PageFetch =>
  async (request, signal) => {
    const answer = await fetchPage(request, signal);
    const receivedAt = Date.now();
    return { ...answer, data: answer.data.map((row) => ({ ...row, receivedAt })) };
  };
