import { createHash } from 'node:crypto';
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
  /** The clock (ms) the cache reads; tests move it. */
  now?: () => number;
}

/** A verified token is taken on trust for at most this long (never past its expiry). */
export const VERIFIED_TOKEN_TTL_MS = 60_000;
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * Verified claims per token, keyed by a SHA-256 of the token (the cache holds no bearer secret),
 * least recently used first. Only the signature and claim checks are saved (~0.3-1 ms of RSA and
 * JSON per request): revocation is looked up by the caller on every request, so a sign-out bites
 * on the next request whether or not the token is here.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, { payload: JWTPayload; until: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly max = MAX_VERIFIED_TOKENS,
  ) {}

  static key = (token: string) => createHash('sha256').update(token).digest('base64url');

  get(key: string): JWTPayload | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.until <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.payload;
  }

  /** Keeps the claims until min(exp, now + 60 s); a token without a numeric exp is not kept. */
  set(key: string, payload: JWTPayload): void {
    if (typeof payload.exp !== 'number') return;
    const until = Math.min(payload.exp * 1000, this.now() + VERIFIED_TOKEN_TTL_MS);
    if (until <= this.now()) return;
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { payload, until });
  }

  get size() {
    return this.entries.size;
  }
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
export function createTokenVerifier({ issuer, audience, localJwks, fetchTimeoutMs = 5000, now = Date.now }: VerifierOptions): TokenVerifier {
  const local = localJwks ? createLocalJWKSet(localJwks) : undefined;
  const remote = local ? undefined : discoveredKeys(issuer, fetchTimeoutMs);
  // Providers differ on a trailing slash in their issuer (Auth0 has one, Keycloak not).
  const bare = issuer.replace(/\/$/, '');
  const issuers = [bare, `${bare}/`];
  const verified = new VerifiedTokens(now);
  return async (token) => {
    const key = VerifiedTokens.key(token);
    const known = verified.get(key);
    if (known) return known;
    try {
      const keys = local ?? (await remote!());
      const { payload } = await jwtVerify(token, keys, {
        issuer: issuers,
        audience,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'sub'],
        currentDate: new Date(now()),
      });
      verified.set(key, payload);
      return payload;
    } catch (err) {
      throw describe(err, issuer);
    }
  };
}
