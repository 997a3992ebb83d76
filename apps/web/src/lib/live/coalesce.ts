/**
 * Runs `run` for a burst of calls with at most one run in flight: a call while it runs asks for
 * one more run after it (however many calls came meanwhile), so the last change is always read
 * and a storm of changes costs one request at a time.
 */
export function coalesce(run: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      try {
        await run();
      } catch {
        // A failed live reload leaves what is on screen; the next change tries again.
      }
    } while (again);
    running = undefined;
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop();
    return running;
  };
}
