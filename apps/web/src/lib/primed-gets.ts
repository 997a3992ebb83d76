/*
 * GETs started before the code that reads them has loaded (issue 19, first rows): a screen starts
 * the request its chunk-loaded child will make, and that child's identical GET takes the answer
 * once instead of asking again. Held briefly, so a later Refresh never gets an old answer.
 */
const HELD_MS = 5_000;

const held = new Map<string, { answer: Promise<unknown>; at: number }>();

export function holdPrimed(url: string, answer: Promise<unknown>): void {
  answer.catch(() => undefined); // nobody may take it: its failure is the taker's to report
  held.set(url, { answer, at: Date.now() });
}

/** The held answer for this very URL, once; it rejects as an abort when the taker's signal aborts. */
export function takePrimed(url: string, signal?: AbortSignal): Promise<unknown> | undefined {
  const entry = held.get(url);
  if (!entry) return undefined;
  held.delete(url);
  if (Date.now() - entry.at > HELD_MS) return undefined;
  if (!signal) return entry.answer;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    entry.answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
