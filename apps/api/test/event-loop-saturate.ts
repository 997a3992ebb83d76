/** Keeps the event loop busy: blocks of `blockMs` with a short breath between, until stopped. */
export function saturate(blockMs: number): () => void {
  let on = true;
  const spin = () => {
    if (!on) return;
    const until = Date.now() + blockMs;
    while (Date.now() < until);
    setTimeout(spin, 5);
  };
  setTimeout(spin, 5);
  return () => (on = false);
}
