/**
 * PostgreSQL write-ahead log positions ('16/B374D848': high and low 32 bits in hex) as bigints,
 * so positions compare and subtract exactly (a double loses bits past 2^53 bytes of WAL).
 */
export type Lsn = bigint;

const LSN = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/;

/** The position, or undefined for null (a primary asked for its replay position) or garbage. */
export function parseLsn(text: string | null | undefined): Lsn | undefined {
  const m = text ? LSN.exec(text.trim()) : null;
  return m ? (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`) : undefined;
}

export function formatLsn(lsn: Lsn): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

export const maxLsn = (a: Lsn | undefined, b: Lsn | undefined): Lsn | undefined => (a === undefined ? b : b === undefined || a >= b ? a : b);
