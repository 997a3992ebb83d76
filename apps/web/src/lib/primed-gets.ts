/*
 * GETs started before the code that reads them has loaded (issue 19, first rows): a screen starts
 * the request its chunk-loaded child will make, and that child's identical GET takes the answer
 * once instead of asking again. An answer is held while it is on its way and for a while after it
 * arrived, so a later Refresh never gets an old answer; the clock starts on arrival because on a
 * loaded machine the child's chunk can take longer than the request did.
 */
const HELD_MS = 15_000;

const held = new Map<string, { answer: Promise<unknown>; arrivedAt?: number }>();

export function holdPrimed(url: string, answer: Promise<unknown>): void {
  const entry: { answer: Promise<unknown>; arrivedAt?: number } = { answer };
  // Nobody may take it: its failure is the taker's to report.
  answer.then(
    () => (entry.arrivedAt = Date.now()),
    () => (entry.arrivedAt = Date.now()),
  );
  held.set(url, entry);
}

/** The held answer for this very URL, once; it rejects as an abort when the taker's signal aborts. */
export function takePrimed(url: string, signal?: AbortSignal): Promise<unknown> | undefined {
  const entry = held.get(url);
  if (!entry) return undefined;
  held.delete(url);
  if (entry.arrivedAt !== undefined && Date.now() - entry.arrivedAt > HELD_MS) return undefined;
  if (!signal) return entry.answer;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    entry.answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
