import type { KoaContextWithOIDC } from 'oidc-provider';
import { currentRequest } from '../lib/request-context';
import { lockoutMessage, type LoginLockout, type LockState, type SignInAttempt } from './login-lockout';

/** The client id of an HTTP Basic client authentication (RFC 6749 §2.3.1: form-urlencoded parts). */
export function basicClientId(authorization: string | undefined): string | undefined {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    return decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
  } catch {
    return decoded.slice(0, colon);
  }
}

function refuse(ctx: KoaContextWithOIDC, state: LockState) {
  ctx.status = 429;
  ctx.set('retry-after', String(state.retryAfterS));
  ctx.set('cache-control', 'no-store');
  ctx.body = { error: 'too_many_requests', error_description: lockoutMessage(state.retryAfterS) };
}

/** Whether a client id is a public client (no secret: token_endpoint_auth_method 'none'). */
export type IsPublicClient = (clientId: string) => boolean;

/**
 * Koa middleware of the provider for POST /token: failed client authentication (401
 * invalid_client, a wrong service-account secret) counts per client id and address; a locked
 * client id (Basic authentication) or address gets 429 + Retry-After before the provider checks
 * anything. A client id sent in the form body is only known after the provider parsed it: a
 * locked one then gets 429 instead of the provider's answer, so the lock cannot be dodged by
 * switching to client_secret_post. A public client has no secret to guess, so its failures count
 * for the address only (kind 'public-client'): nobody can lock the browser app for everyone.
 */
export function tokenEndpointLockout(lockout: LoginLockout, isPublicClient: IsPublicClient, tokenPath = '/token') {
  const attemptOf = (clientId: string, address: string): SignInAttempt => ({
    kind: isPublicClient(clientId) ? 'public-client' : 'client',
    username: clientId,
    address,
  });
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    if (ctx.method !== 'POST' || ctx.path !== tokenPath) return next();
    const address = currentRequest()?.address ?? ctx.ip;
    const basicId = basicClientId(ctx.get('authorization'));
    const first = attemptOf(basicId ?? '', address);
    const before = await lockout.check(first);
    if (before.locked) {
      await lockout.refusedLocked(first, before);
      return refuse(ctx, before);
    }
    await next();
    const params = ctx.oidc?.params as { client_id?: unknown } | undefined;
    const clientId = basicId ?? (typeof params?.client_id === 'string' ? params.client_id : '');
    const attempt = attemptOf(clientId, address);
    const error = (ctx.body as { error?: unknown } | undefined)?.error;
    if (ctx.status === 401 && error === 'invalid_client') {
      await lockout.failed(attempt, 'client authentication failed');
      const after = await lockout.check(attempt);
      if (after.locked) refuse(ctx, after);
      return;
    }
    if (basicId === undefined && clientId) {
      const after = await lockout.check(attempt);
      if (after.locked) {
        await lockout.refusedLocked(attempt, after);
        refuse(ctx, after);
      }
    }
  };
}
