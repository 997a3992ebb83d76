/**
 * A request that was called off (its query replaced by a newer one, its screen left): nothing
 * failed, so nothing is logged or shown. Its signal says so; fetch rejects with an AbortError.
 */
export const wasAborted = (e: unknown, signal?: AbortSignal): boolean =>
  signal?.aborted === true || ((e instanceof Error || e instanceof DOMException) && e.name === 'AbortError');
