import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * SQL of user_roles_seen (migration 034): a person's groups as their newest sign-in token said.
 * A token issued earlier than the one on record changes nothing, whichever arrives last.
 */
export async function noteRolesSeen(db: Kysely<DB>, sub: string, groups: string[], issuedAt: number, now = Date.now()): Promise<void> {
  await db
    .insertInto('user_roles_seen')
    .values({ sub, groups, issued_at: issuedAt, seen_at: now })
    .onConflict((oc) =>
      oc
        .column('sub')
        .doUpdateSet({ groups: sql`excluded.groups`, issued_at: sql`excluded.issued_at`, seen_at: sql`excluded.seen_at` })
        .where('user_roles_seen.issued_at', '<=', sql<number>`excluded.issued_at`),
    )
    .execute();
}
