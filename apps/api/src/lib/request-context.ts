import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request a piece of work runs for, without threading it through every service: audit
 * entries take their request id and address from here (issue 17), and a write route that wrote
 * its own audit entry is not audited twice.
 */
export interface RequestContext {
  requestId: string;
  address: string;
  /** Set by recordAudit: this request has its audit entry. */
  audited: boolean;
  /** A bulk write (an ingest call): on the embedded engine it lets other requests' statements go first. */
  bulk?: boolean;
  /** Aborted when the request passes its deadline (REQUEST_DEADLINE_MS): database waits and statements end. */
  signal?: AbortSignal;
  /** Until when (epoch ms) the request may wait for a database slot: half its deadline, so an admitted one has time to finish. */
  queueUntil?: number;
  /**
   * The request's database slot (db/request-admission.ts): its release while held, 'ended' once
   * the request ended or was let go (later calls, e.g. of a stream, pass without one).
   */
  slot?: (() => void) | 'ended';
}

/** Gives the request's database slot back (at its end or its deadline); later calls pass freely. */
export function endRequestSlot(context: RequestContext): void {
  const slot = context.slot;
  context.slot = 'ended';
  if (typeof slot === 'function') slot();
}

const storage = new AsyncLocalStorage<RequestContext>();

export const currentRequest = (): RequestContext | undefined => storage.getStore();

export function runWithRequest<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/**
 * Runs shared work (one read many requests wait for) as no request's: it must not take the
 * priority, deadline or cancellation of whichever request happened to start it.
 */
export function outsideRequest<T>(fn: () => T): T {
  return storage.exit(fn);
}

/**
 * The actor of a signed-in request, as its audit entries name it (audit's AuditActor): the
 * verified token's subject and nickname (request.user is set from the verified token).
 */
export const actorOf = (user: { sub: string; nickname: string; apiToken?: string }): { sub: string; name: string; apiToken?: string } => ({
  sub: user.sub,
  name: user.nickname,
  ...(user.apiToken !== undefined && { apiToken: user.apiToken }),
});

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is a sane token (a proxy's or a script's), else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}
