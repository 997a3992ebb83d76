import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { databaseFault, type DatabaseOverload } from '../db/database-errors';
import { errorPage } from './pages';

/** Where the provider's error handler leaves the fault it met (it answers 500 and emits server_error). */
const FAULT = Symbol('databaseFault');
type FaultState = { [FAULT]?: DatabaseOverload };

function answer(ctx: Pick<KoaContextWithOIDC, 'status' | 'set' | 'accepts' | 'type' | 'body'>, fault: DatabaseOverload) {
  ctx.status = 503;
  ctx.set('retry-after', String(fault.retryAfterS));
  ctx.set('cache-control', 'no-store');
  if (ctx.accepts('json', 'html') === 'html') {
    ctx.type = 'html';
    ctx.body = errorPage(fault.message, 'temporarily_unavailable');
    return;
  }
  // RFC 6749's code for "the server cannot handle the request now"; the text is the API's.
  ctx.body = { error: 'temporarily_unavailable', error_description: fault.message };
}

/**
 * The sign-in provider (a Koa app) answers every failure it does not know as 500 server_error.
 * A database outage, partition, overload or a passed request deadline is none of its business:
 * it answers 503 with Retry-After, as the API does (issue 30 item 8). Registered first, so it also
 * sees what middleware in front of the provider's routes throws (the token endpoint's lockout).
 */
export function answerDatabaseFaults(provider: Provider): void {
  provider.on('server_error', (ctx: KoaContextWithOIDC, err: unknown) => {
    const fault = databaseFault(err);
    if (fault) (ctx.state as FaultState)[FAULT] = fault;
  });
  provider.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const fault = databaseFault(err);
      if (!fault) throw err;
      return answer(ctx, fault);
    }
    const fault = (ctx.state as FaultState)[FAULT];
    if (fault && ctx.status === 500) answer(ctx, fault);
  });
}
