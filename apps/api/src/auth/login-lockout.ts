import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccessConfig } from '../access/access-config';
import type { DB } from '../db/schema';
import { recordAudit } from '../modules/audit';
import { countFailures, insertFailure, purgeFailures, type FailureCounts } from './login-failures-repository';

/**
 * Brute-force protection of the embedded sign-in (issue 17 item 4, Grafana's rule): after
 * loginMaxFailures failures of one user name, or loginMaxAddressFailures from one address, within
 * loginWindowS, sign-in is refused (429 + Retry-After) until loginLockoutS after the newest
 * failure, even with the right password. Before that each failure answers a little slower.
 * Attempts refused while locked are not counted, so the lock ends loginLockoutS after the last
 * password that was actually checked.
 */
export type FailureKind = 'password' | 'client' | 'public-client' | 'api-token';

const SIGN_IN_KINDS: readonly FailureKind[] = ['password', 'client', 'public-client'];

/**
 * Which failures of an address count together: sign-in form and token endpoint share one count;
 * refused API tokens have their own, so a script still using a revoked token does not lock its
 * office out of the sign-in page. API tokens have no user name: they lock by address only.
 */
const ADDRESS_KINDS: Record<FailureKind, readonly FailureKind[]> = {
  password: SIGN_IN_KINDS,
  client: SIGN_IN_KINDS,
  'public-client': SIGN_IN_KINDS,
  'api-token': ['api-token'],
};

/**
 * Kinds that lock by address only. A public client (the browser app, no secret) has nothing to
 * guess: anyone can fail its authentication, so counting per its id would let five requests lock
 * every user out of code exchange and refresh (issue 30 item 1).
 */
const ADDRESS_ONLY: readonly FailureKind[] = ['public-client', 'api-token'];

async function counts(db: Kysely<DB>, kind: FailureKind, username: string, address: string, sinceMs: number): Promise<FailureCounts> {
  const c = await countFailures(db, kind, normalizeName(username), address, sinceMs, ADDRESS_KINDS[kind]);
  return ADDRESS_ONLY.includes(kind) ? { ...c, user: 0, userLast: 0 } : c;
}

export interface LockState {
  locked: boolean;
  /** Seconds until the lock ends (0 when not locked). */
  retryAfterS: number;
  /** Which count locked it. */
  by?: 'user' | 'address';
}

/** Longest extra wait of a refused sign-in. */
export const MAX_FAILURE_DELAY_MS = 2000;

/** User names count case- and space-insensitively, so 'Admin ' and 'admin' share one counter. */
export const normalizeName = (name: string) => name.trim().toLowerCase().slice(0, 200);

export function lockStateOf(counts: FailureCounts, access: AccessConfig, nowMs: number): LockState {
  const lockMs = access.loginLockoutS * 1000;
  const userUntil = counts.user >= access.loginMaxFailures ? counts.userLast + lockMs : 0;
  const addressUntil = counts.address >= access.loginMaxAddressFailures ? counts.addressLast + lockMs : 0;
  const until = Math.max(userUntil, addressUntil);
  if (until <= nowMs) return { locked: false, retryAfterS: 0 };
  return { locked: true, retryAfterS: Math.max(1, Math.ceil((until - nowMs) / 1000)), by: userUntil >= addressUntil ? 'user' : 'address' };
}

/** The extra wait after the n-th recent failure: loginFailureDelayMs per failure, capped at 2 s. */
export const failureDelayMs = (recentFailures: number, access: AccessConfig) =>
  Math.min(MAX_FAILURE_DELAY_MS, recentFailures * access.loginFailureDelayMs);

export const lockoutMessage = (retryAfterS: number) =>
  `Too many failed sign-in attempts. Sign-in is locked; try again in ${retryAfterS} second${retryAfterS === 1 ? '' : 's'}.`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SignInAttempt {
  kind: FailureKind;
  /** The user name (or client id) tried. */
  username: string;
  address: string;
}

export class LoginLockout {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly access: AccessConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  private since(nowMs: number) {
    return nowMs - this.access.loginWindowS * 1000;
  }

  async check({ kind, username, address }: SignInAttempt, nowMs = Date.now()): Promise<LockState> {
    return lockStateOf(await counts(this.db, kind, username, address, this.since(nowMs)), this.access, nowMs);
  }

  /** Counts, logs and audits a failed attempt; resolves after the slow-down wait. */
  async failed(attempt: SignInAttempt, reason: string): Promise<void> {
    const nowMs = Date.now();
    const name = normalizeName(attempt.username);
    await insertFailure(this.db, attempt.kind, name, attempt.address, nowMs);
    await this.audit(attempt, 'failure', { reason });
    const recent = await counts(this.db, attempt.kind, name, attempt.address, this.since(nowMs));
    await sleep(failureDelayMs(recent.user, this.access));
  }

  /** Counts a failure without the audit entry or the wait (refused API tokens: the caller logs them). */
  async failedQuietly(attempt: SignInAttempt): Promise<void> {
    await insertFailure(this.db, attempt.kind, normalizeName(attempt.username), attempt.address, Date.now());
  }

  /** An attempt refused because of a lock: logged and audited, not counted. */
  async refusedLocked(attempt: SignInAttempt, state: LockState): Promise<void> {
    await this.audit(attempt, 'failure', { reason: 'locked', lockedBy: state.by, retryAfterS: state.retryAfterS });
  }

  async succeeded(attempt: SignInAttempt, actor: { sub: string; name: string }): Promise<void> {
    this.log.info({ kind: attempt.kind, username: attempt.username, address: attempt.address }, 'sign-in succeeded');
    await recordAudit(this.db, { actor, action: 'sign-in', deviceNames: [], outcome: 'success', detail: { method: attempt.kind } });
  }

  private async audit(attempt: SignInAttempt, outcome: 'failure', detail: Record<string, unknown>) {
    this.log.warn({ kind: attempt.kind, username: attempt.username, address: attempt.address, ...detail }, 'sign-in failed');
    await recordAudit(this.db, {
      // Nobody is signed in: no subject, the name is the one tried.
      actor: { sub: '', name: attempt.username.slice(0, 200) },
      action: 'sign-in',
      deviceNames: [],
      outcome,
      detail: { method: attempt.kind, ...detail },
    });
  }

  /** Drops failures that no longer count for any lock. */
  purge(nowMs = Date.now()): Promise<void> {
    const keepMs = Math.max(this.access.loginWindowS, this.access.loginLockoutS) * 1000;
    return purgeFailures(this.db, nowMs - keepMs);
  }
}
