/**
 * How an operator's typed number becomes a number, one rule for the form and the server's
 * messages. Commas are read only as thousands separators in their right places ('11,700.5' is
 * 11700.5); anything else ('11,7005', '12abc34', '1e3', '0x1F') is refused rather than guessed at,
 * because a silently rewritten frequency or coordinate is worse than a message.
 */
const NUMBER_TEXT = /^[+-]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)$/;

/** The number a typed text stands for; NaN when the text is not a plain decimal number. */
export function parseCmdbNumber(text: string): number {
  const t = text.trim();
  if (!NUMBER_TEXT.test(t)) return Number.NaN;
  const n = Number(t.replace(/,/g, ''));
  return Number.isFinite(n) ? n : Number.NaN;
}

/** The message for a value that is not a number: says what is accepted, thousands separators included. */
export const numberMessage = (label: string) => `${label} must be a number such as 11700.5 or 11,700.5`;

/** The message for a number outside its field's range. */
export const rangeMessage = (label: string, [min, max]: readonly [number, number]) => `${label} must be between ${min} and ${max}`;

/** The first broken rule of a number field's value, if any. */
export function numberError(label: string, v: unknown, range?: readonly [number, number]): string | undefined {
  if (typeof v !== 'number' || !Number.isFinite(v)) return numberMessage(label);
  if (range && (v < range[0] || v > range[1])) return rangeMessage(label, range);
  return undefined;
}
