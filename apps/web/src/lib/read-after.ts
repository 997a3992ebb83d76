/*
 * With read replicas, a live `changes` event carries `readAfter`: the primary's WAL position once
 * the change was heard. Every API call then sends the highest position seen as `x-nms-read-after`,
 * so whichever API process answers the refetch the push caused reads from a replica only once it
 * has replayed that far (else from the primary), and never shows the row from before the change.
 */
const LSN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

let highest: { text: string; at: bigint } | undefined;

const position = (lsn: string): bigint | undefined => {
  const m = LSN.exec(lsn);
  return m ? (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`) : undefined;
};

/** Keeps a position the server sent (an unreadable or older one changes nothing). */
export function noteReadAfter(lsn: unknown): void {
  if (typeof lsn !== 'string') return;
  const at = position(lsn);
  if (at !== undefined && (!highest || at > highest.at)) highest = { text: lsn, at };
}

/** The header the API calls carry, when a position is known. */
export function readAfterHeaders(): Record<string, string> {
  return highest ? { 'x-nms-read-after': highest.text } : {};
}

/** Tests only: forget the position. */
export function resetReadAfter(): void {
  highest = undefined;
}
