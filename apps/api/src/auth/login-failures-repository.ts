import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Failed sign-ins in the database (table auth_failures, migration 024), so every API process on
 * it counts the same failures. `kind` is 'password' (the sign-in form) or 'client' (client
 * authentication at the token endpoint); `username` is the user name or client id tried.
 */
export interface FailureCounts {
  /** Failures of this user name (of this kind) in the window, and the newest one's time (ms). */
  user: number;
  userLast: number;
  /** Failures from this address (of `addressKinds`, any name) in the window, and the newest one's time. */
  address: number;
  addressLast: number;
}

export async function countFailures(
  db: Kysely<DB>,
  kind: string,
  username: string,
  address: string,
  sinceMs: number,
  addressKinds: readonly string[],
): Promise<FailureCounts> {
  const kinds = sql.join(addressKinds.map((k) => sql`${k}`));
  const { rows } = await sql<{ user: number; userLast: number | null; address: number; addressLast: number | null }>`
    SELECT
      (SELECT count(*)::int FROM auth_failures WHERE username = ${username} AND kind = ${kind} AND at >= ${sinceMs}) AS "user",
      (SELECT max(at) FROM auth_failures WHERE username = ${username} AND kind = ${kind} AND at >= ${sinceMs}) AS "userLast",
      (SELECT count(*)::int FROM auth_failures WHERE address = ${address} AND kind IN (${kinds}) AND at >= ${sinceMs}) AS "address",
      (SELECT max(at) FROM auth_failures WHERE address = ${address} AND kind IN (${kinds}) AND at >= ${sinceMs}) AS "addressLast"`.execute(db);
  const r = rows[0];
  return {
    user: Number(r?.user ?? 0),
    userLast: Number(r?.userLast ?? 0),
    address: Number(r?.address ?? 0),
    addressLast: Number(r?.addressLast ?? 0),
  };
}

export async function insertFailure(db: Kysely<DB>, kind: string, username: string, address: string, atMs: number): Promise<void> {
  await db.insertInto('auth_failures').values({ at: atMs, kind, username, address }).execute();
}

/** Rows older than the window no longer count: dropped now and then so the table stays small. */
export async function purgeFailures(db: Kysely<DB>, beforeMs: number): Promise<void> {
  await db.deleteFrom('auth_failures').where('at', '<', beforeMs).execute();
}
