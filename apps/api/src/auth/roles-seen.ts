import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { noteRolesSeen } from './roles-seen-repository';

/** Sign-in tokens remembered as already written, per process: a write per new token, not per request. */
const MAX_REMEMBERED = 10_000;

/**
 * Keeps each person's groups as their identity provider last said at sign-in (issue 30 item 4):
 * every sign-in token (an ID token, renewed ones too) carries the groups of that moment, so the
 * first request with a new token records them. A personal API token acts with no more roles than
 * these (verify-api-token.ts), so a sign-in without a group narrows the person's tokens at once.
 */
export class RolesSeen {
  private readonly written = new Set<string>();

  constructor(private readonly db: Kysely<DB>) {}

  /** Records the groups of a sign-in token issued at `issuedAt` (epoch seconds), once per token and process. */
  async note(sub: string, groups: string[], issuedAt: number): Promise<void> {
    const key = JSON.stringify([sub, issuedAt, groups]);
    if (this.written.has(key)) return;
    await noteRolesSeen(this.db, sub, groups, issuedAt);
    if (this.written.size >= MAX_REMEMBERED) this.written.delete(this.written.values().next().value!);
    this.written.add(key);
  }
}
