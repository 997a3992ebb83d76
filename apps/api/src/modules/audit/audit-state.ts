import type { RequestContext } from '../../lib/request-context';

/**
 * The outcomes a request's own audit entries said, beside its request context. The context's
 * `audited` flag says an entry was written; the outcomes let the audit hook see an entry written
 * inside a transaction that then failed (its 'success' rolled back with it) and write the failure.
 */
const outcomes = new WeakMap<RequestContext, string[]>();

export function noteAudited(context: RequestContext, outcome: string): void {
  context.audited = true;
  const list = outcomes.get(context) ?? [];
  list.push(outcome);
  outcomes.set(context, list);
}

/** Whether the request still needs an entry, given its answer's status. */
export function needsEntry(context: RequestContext, status: number): boolean {
  if (!context.audited) return true;
  const said = outcomes.get(context) ?? [];
  // A failed answer whose own entries all said success: the entries were rolled back, or the
  // failure came after them. Either way the trail must show the failure.
  return status >= 400 && said.length > 0 && said.every((o) => o === 'success');
}
