import { currentRequest, type RequestContext } from '../lib/request-context';
import { DatabaseBusyError } from './database-errors';

export interface AdmissionOptions {
  /** Requests holding a slot at once (each may run many statements). */
  maxActive: number;
  /** Requests waiting for a slot; the next is refused at once. 0 = admission off. */
  maxQueue: number;
}

/**
 * Admits or refuses whole requests (issue 30 item 9). A request takes a slot at its first
 * database call and keeps it until it ends (or passes its deadline), so every later statement of
 * an admitted request runs: counting statements instead refused requests halfway and threw their
 * work away. Requests beyond the queue bound are refused at once (503 busy); queued ones wait at
 * most half their deadline, so the one admitted has the other half to finish. Work outside a request (feeds, the leader's jobs) is not counted.
 */
export class RequestAdmission {
  private active = 0;
  private readonly queue: Array<{ context: RequestContext; admit: () => void }> = [];

  constructor(private readonly o: AdmissionOptions) {}

  /** Requests waiting for a slot right now. */
  waiting(): number {
    return this.queue.length;
  }

  /** Before a database call: resolves once the calling request holds a slot (or needs none). */
  async admit(): Promise<void> {
    const context = currentRequest();
    if (this.o.maxQueue <= 0 || !context || context.slot !== undefined) return;
    context.signal?.throwIfAborted();
    if (this.active < this.o.maxActive) return this.take(context);
    if (this.queue.length >= this.o.maxQueue) throw new DatabaseBusyError(`${this.queue.length} requests queued`);
    await new Promise<void>((resolve, reject) => {
      const entry = {
        context,
        admit: () => {
          context.signal?.removeEventListener('abort', onAbort);
          clearTimeout(timer);
          resolve();
        },
      };
      const leave = (reason: unknown) => {
        const i = this.queue.indexOf(entry);
        if (i >= 0) this.queue.splice(i, 1);
        context.signal?.removeEventListener('abort', onAbort);
        clearTimeout(timer);
        reject(reason as Error);
      };
      const onAbort = () => leave(context.signal!.reason);
      // Admitted late, a request would be cut at its deadline after doing its work for nobody.
      const waitMs = context.queueUntil === undefined ? undefined : Math.max(0, context.queueUntil - Date.now());
      const timer = waitMs === undefined ? undefined : setTimeout(() => leave(new DatabaseBusyError('no slot within half the deadline')), waitMs);
      context.signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(entry);
    });
  }

  private take(context: RequestContext): void {
    this.active++;
    // A request that ended while queued (its client left) hands its turn on at once.
    if (context.slot === 'ended') {
      this.active--;
      return this.next();
    }
    context.slot = () => {
      this.active--;
      this.next();
    };
  }

  /** The slot is taken for the head of the queue here, so no newcomer slips in before it resumes. */
  private next(): void {
    if (this.active >= this.o.maxActive) return;
    const entry = this.queue.shift();
    if (!entry) return;
    this.take(entry.context);
    entry.admit();
  }
}
