import { PAM_MESSAGES, PAM_MIN_DURATION_SECONDS, pamWindowErrors, type PamWindowErrors } from '@nms/contract';
import { formatDate } from '../../../components/formatters';

/** Dates typed as MM/dd/yyyy HH:mm:ss, local time (spec 000 §5). */
const FORMAT = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

/** Unix seconds of a typed date; undefined when empty, null when not a real date in the format. */
export function parseFormDate(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const m = FORMAT.exec(t);
  if (!m) return null;
  const [mo, d, y, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number);
  const date = new Date(y, mo - 1, d, h, mi, s);
  // Rejects 02/31 or 25:00:00, which Date would roll over into another day.
  const same = date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d && date.getHours() === h;
  return same && date.getMinutes() === mi && date.getSeconds() === s ? Math.floor(date.getTime() / 1000) : null;
}

/** The current time in unix seconds, as the forms and the API count it. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The form's text of unix seconds. */
export const formDate = (seconds: number): string => formatDate(seconds * 1000);

/** Defaults of a new suspend: start now, end now plus 2 hours. */
export function defaultWindow(nowSeconds: number): { start: string; end: string } {
  return { start: formDate(nowSeconds), end: formDate(nowSeconds + PAM_MIN_DURATION_SECONDS) };
}

export interface WindowText {
  start: string;
  end: string;
  info: string;
}

/** The browser's slack is half the server's, so what passes here passes there. */
export const FORM_SLACK_SECONDS = 30;

/** Field messages of the typed window at `now`: format first, then the shared rules. */
export function validateWindowText(v: WindowText, now: number, keepStart?: number): PamWindowErrors {
  const start = parseFormDate(v.start);
  const end = parseFormDate(v.end);
  const rules = pamWindowErrors({ info: v.info, start_time: start ?? undefined, end_time: end ?? undefined }, now, {
    slack: FORM_SLACK_SECONDS,
    keepStart,
  });
  const errors: PamWindowErrors = { ...rules };
  if (start === null) errors.start = PAM_MESSAGES.dateFormat;
  if (end === null) errors.end = PAM_MESSAGES.dateFormat;
  // An unreadable start says nothing about the end's order.
  if (start === null && errors.end === PAM_MESSAGES.endBeforeStart) delete errors.end;
  return errors;
}

export const hasErrors = (e: PamWindowErrors): boolean => !!(e.info || e.start || e.end);
