/**
 * What a failed start prints: the cause, whatever was thrown. `err.message` alone printed
 * "NMS Tools failed to start: undefined" for a value that is not an Error, and nothing useful
 * for an error without a message (an AggregateError of refused connections).
 */
export function startFailureText(err: unknown, depth = 0): string {
  if (!(err instanceof Error)) {
    if (typeof err === 'string' && err) return err;
    if (err === undefined || err === null || err === '') return `an unknown error (${String(err) || 'an empty string'} was thrown)`;
    try {
      return JSON.stringify(err) ?? String(err);
    } catch {
      return String(err);
    }
  }
  const inner = err instanceof AggregateError ? err.errors.map((e) => startFailureText(e, depth + 1)).join('; ') : '';
  const code = (err as { code?: unknown }).code;
  let text = err.message || [err.name, typeof code === 'string' ? code : ''].filter(Boolean).join(' ');
  if (!err.message && inner) text = `${err.name}: ${inner}`;
  if (err.cause !== undefined && depth < 3) text += ` (cause: ${startFailureText(err.cause, depth + 1)})`;
  return text;
}
