import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { DB } from '../db/schema';

interface PayloadRow {
  payload: AdapterPayload;
  consumed_at: number | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The stored key of an artefact: the SHA-256 (hex) of its id. Refresh tokens, authorization
 * codes, opaque access tokens and session cookies ARE their ids, so a copy of the database must
 * not hold them (issue 30 item 5); a presented id is hashed to find its row. Migration 035 hashed
 * the rows written before (SQL sha256 of the UTF-8 id, the same digest).
 */
export const storedOidcId = (id: string) => createHash('sha256').update(id, 'utf8').digest('hex');

/**
 * oidc-provider's storage in the `oidc_payloads` table, one row per (model kind, hashed id), the
 * id left out of the payload too. Expired rows are invisible at once and deleted by
 * `purgeExpiredOidcPayloads`.
 */
export function createOidcAdapterFactory(db: Kysely<DB>): (kind: string) => Adapter {
  return (kind: string) => new DatabaseAdapter(db, kind);
}

class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly kind: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : null;
    const { jti: _id, ...stored } = payload;
    await sql`
      INSERT INTO oidc_payloads (id, kind, payload, grant_id, user_code, uid, expires_at, consumed_at)
      VALUES (${storedOidcId(id)}, ${this.kind}, ${JSON.stringify(stored)}::text::jsonb, ${payload.grantId ?? null},
              ${payload.userCode ?? null}, ${payload.uid ?? null}, ${expiresAt}, NULL)
      ON CONFLICT (kind, id) DO UPDATE SET
        payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
        uid = excluded.uid, expires_at = excluded.expires_at, consumed_at = NULL`.execute(this.db);
  }

  async find(id: string) {
    const found = await this.findBy(sql`id = ${storedOidcId(id)}`);
    // The provider keeps the id it was given (a session saves itself back under it).
    return found && { ...found, jti: id };
  }

  findByUid(uid: string) {
    return this.findBy(sql`uid = ${uid}`);
  }

  findByUserCode(userCode: string) {
    return this.findBy(sql`user_code = ${userCode}`);
  }

  async consume(id: string): Promise<void> {
    await sql`UPDATE oidc_payloads SET consumed_at = ${nowSeconds()}
      WHERE kind = ${this.kind} AND id = ${storedOidcId(id)}`.execute(this.db);
  }

  async destroy(id: string): Promise<void> {
    await sql`DELETE FROM oidc_payloads WHERE kind = ${this.kind} AND id = ${storedOidcId(id)}`.execute(this.db);
  }

  /** A grant revoked takes every artefact issued under it (codes, tokens...) of every kind. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await sql`DELETE FROM oidc_payloads WHERE grant_id = ${grantId}`.execute(this.db);
  }

  private async findBy(where: ReturnType<typeof sql>): Promise<AdapterPayload | undefined> {
    const { rows } = await sql<PayloadRow>`
      SELECT payload, consumed_at FROM oidc_payloads
      WHERE kind = ${this.kind} AND ${where} AND (expires_at IS NULL OR expires_at > ${Date.now()})
      LIMIT 1`.execute(this.db);
    const row = rows[0];
    if (!row) return undefined;
    return row.consumed_at ? { ...row.payload, consumed: row.consumed_at } : row.payload;
  }
}

/** Deletes artefacts that expired more than a minute ago; returns how many went. */
export async function purgeExpiredOidcPayloads(db: Kysely<DB>): Promise<number> {
  const result = await sql`DELETE FROM oidc_payloads WHERE expires_at < ${Date.now() - 60_000}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
