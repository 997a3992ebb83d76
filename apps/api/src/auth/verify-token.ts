import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** Why a token was refused; `unavailable` means the issuer could not be reached (503, not 401). */
export class TokenError extends Error {
  constructor(
    message: string,
    readonly unavailable = false,
  ) {
    super(message);
    this.name = 'TokenError';
  }
}

export const CLOCK_TOLERANCE_SECONDS = 5;
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

export interface VerifierOptions {
  issuer: string;
  audience: string[];
  /** Keys of the embedded provider; without them the issuer's JWKS is discovered over HTTP. */
  localJwks?: JSONWebKeySet;
  fetchTimeoutMs?: number;
}

/** `/.well-known/openid-configuration` of an external issuer, then its JWKS (cached, refreshed by jose). */
function discoveredKeys(issuer: string, timeoutMs: number): () => Promise<JWTVerifyGetKey> {
  let pending: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    let meta: { issuer?: string; jwks_uri?: string };
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      meta = (await res.json()) as typeof meta;
    } catch (err) {
      throw new TokenError(`the sign-in provider ${issuer} could not be reached (${(err as Error).message})`, true);
    }
    if (!meta.jwks_uri) throw new TokenError(`the sign-in provider ${issuer} publishes no jwks_uri`, true);
    return createRemoteJWKSet(new URL(meta.jwks_uri), { timeoutDuration: timeoutMs });
  };
  return () => {
    // A failed discovery is retried on the next request rather than remembered.
    pending ??= discover().catch((err) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}

function describe(err: unknown, issuer: string): TokenError {
  if (err instanceof TokenError) return err;
  if (err instanceof errors.JWTExpired) return new TokenError('the token has expired');
  if (err instanceof errors.JWTClaimValidationFailed) {
    switch (err.claim) {
      case 'iss':
        return new TokenError(`the token was not issued by ${issuer}`);
      case 'aud':
        return new TokenError('the token is not meant for this API (audience mismatch)');
      case 'nbf':
        return new TokenError('the token is not valid yet');
      default:
        return new TokenError(`the token's '${err.claim}' claim is not valid (${err.reason})`);
    }
  }
  if (err instanceof errors.JWSSignatureVerificationFailed) return new TokenError('the token signature is not valid');
  if (err instanceof errors.JWKSNoMatchingKey) return new TokenError('the token is signed by an unknown key');
  if (err instanceof errors.JOSEAlgNotAllowed) return new TokenError('the token is signed with an algorithm this API does not accept');
  if (err instanceof errors.JWKSTimeout) return new TokenError(`the keys of ${issuer} could not be fetched in time`, true);
  if (err instanceof errors.JWSInvalid || err instanceof errors.JWTInvalid) return new TokenError('the token is not a well-formed JWT');
  if (err instanceof errors.JOSEError) return new TokenError(`the token could not be verified (${err.code})`);
  return new TokenError(`the token could not be verified (${(err as Error)?.message ?? String(err)})`, true);
}

/** Verifies a bearer JWT: signature against the issuer's keys, issuer, audience (any of), expiry. */
export function createTokenVerifier({ issuer, audience, localJwks, fetchTimeoutMs = 5000 }: VerifierOptions): TokenVerifier {
  const local = localJwks ? createLocalJWKSet(localJwks) : undefined;
  const remote = local ? undefined : discoveredKeys(issuer, fetchTimeoutMs);
  // Providers differ on a trailing slash in their issuer (Auth0 has one, Keycloak not).
  const bare = issuer.replace(/\/$/, '');
  const issuers = [bare, `${bare}/`];
  return async (token) => {
    try {
      const keys = local ?? (await remote!());
      const { payload } = await jwtVerify(token, keys, {
        issuer: issuers,
        audience,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'sub'],
      });
      return payload;
    } catch (err) {
      throw describe(err, issuer);
    }
  };
}
