import { sql, type Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { DB } from '../db/schema';
import { recordAudit } from '../modules/audit';
import { findDemoUser } from './demo-users';
import { revoke, sessionKey } from './revoked-tokens';

/**
 * The embedded provider puts `sid` in every ID token of the app's own client, so a sign-out can
 * name the session (POST /user/logout, or the provider's sign-out page). oidc-provider only adds
 * it when the client asks (`claims={"id_token":{"sid":null}}`) or registers a back-channel logout
 * URI with session_required; our first-party client gets it without asking, so no client (the
 * web app, a test, a script doing the code flow) can leave its tokens unrevocable.
 */
export function sidInIdTokens(provider: Provider, clientId: string): void {
  const proto = provider.Client.prototype as { includeSid: () => boolean; clientId: string };
  const asked = proto.includeSid;
  proto.includeSid = function includeSid(this: { clientId: string }) {
    return this.clientId === clientId || asked.call(this);
  };
}

interface EndedSession {
  accountId?: string;
  authorizations?: Record<string, { sid?: string }>;
}

/** After the provider's end_session: every sid the session gave out is listed for its lifetime. */
export async function revokeSignedOutSession(db: Kysely<DB>, session: EndedSession | undefined, sessionTtlS: number): Promise<void> {
  const sids = Object.values(session?.authorizations ?? {})
    .map((a) => a.sid)
    .filter((sid): sid is string => typeof sid === 'string' && sid !== '');
  if (sids.length === 0) return;
  const sub = session?.accountId ?? null;
  await revoke(db, sids.map(sessionKey), Date.now() + sessionTtlS * 1000, sub);
  const user = sub ? findDemoUser(sub) : undefined;
  await recordAudit(db, {
    actor: { sub: sub ?? 'unknown', name: user?.nickname ?? sub ?? 'unknown' },
    action: 'sign-out',
    deviceNames: [],
    outcome: 'success',
    detail: { via: 'provider', sessions: sids.length },
  });
}

/**
 * POST /user/logout with the embedded provider: the provider's session that gave out `sid` ends
 * too, with its grants (so their refresh tokens stop working). Otherwise a browser that never
 * reached the provider's sign-out page would sign in again through the still-live provider
 * session and get tokens of the signed-out sid, refused everywhere until that session expired.
 */
export async function endProviderSession(db: Kysely<DB>, sid: string): Promise<number> {
  const { rows } = await sql<{ id: string; payload: EndedSession & { authorizations?: Record<string, { sid?: string; grantId?: string }> } }>`
    SELECT id, payload FROM oidc_payloads WHERE kind = 'Session' AND payload::text LIKE ${`%${sid}%`}`.execute(db);
  const ended = rows.filter((r) => Object.values(r.payload.authorizations ?? {}).some((a) => a.sid === sid));
  for (const row of ended) {
    const grants = Object.values(row.payload.authorizations ?? {})
      .map((a) => a.grantId)
      .filter((g): g is string => typeof g === 'string');
    await db.transaction().execute(async (tx) => {
      if (grants.length > 0) await sql`DELETE FROM oidc_payloads WHERE grant_id IN (${sql.join(grants)})`.execute(tx);
      await sql`DELETE FROM oidc_payloads WHERE kind = 'Session' AND id = ${row.id}`.execute(tx);
    });
  }
  return ended.length;
}
