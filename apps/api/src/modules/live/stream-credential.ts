import type { FastifyRequest } from 'fastify';
import { keysOf } from '../../auth/revoked-tokens';
import { bearerOf } from '../../lib/bearer';
import { TokenError } from '../../auth/verify-token';

/** The token a stream was opened with: the keys a revocation record names it by, and a check against the database. */
export interface StreamCredential {
  /** revoked_tokens' keys of the token (sid:, jti:, tok:), or api-token:<id> for an API token. */
  keys: readonly string[];
  /** False once the token is refused (signed out, revoked, expired); throws when that cannot be told (database down). */
  valid(): Promise<boolean>;
}

/**
 * The stream's credential: the request's own bearer, verified again as any request is (signature,
 * expiry, revocation, the API token's row), so what ends a stream is exactly what refuses a call.
 */
export function credentialOf(request: FastifyRequest): StreamCredential | undefined {
  const token = bearerOf(request.headers.authorization);
  if (!token) return undefined;
  const { user } = request;
  const keys = user.tokenKind === 'api-token' ? [user.tokenId!] : keysOf(user, token);
  // A caller no revocation can name (the static webhook secret) has nothing to watch.
  if (keys.length === 0) return undefined;
  const verify = request.server.verifyToken;
  return {
    keys,
    valid: () =>
      verify(token, request.ip).then(
        () => true,
        (err: unknown) => {
          if (err instanceof TokenError && !err.unavailable) return false;
          throw err;
        },
      ),
  };
}
