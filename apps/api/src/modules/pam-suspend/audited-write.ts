import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../audit';
import { retryTransient } from '../../db/patient-write';

/**
 * Runs `work` in one transaction with its success audit entry (a deadlock victim runs again); a
 * failure is recorded after the rollback and rethrown. The actor is the token's; what the caller
 * claims (`user`, `user_name`) is only data in `detail`.
 */
export async function audited<T>(
  db: Kysely<DB>,
  entry: { actor: AuditActor; action: string; deviceNames: string[]; claimed?: Record<string, string> },
  work: (tx: Kysely<DB>) => Promise<T>,
  detail: (result: T) => object,
): Promise<T> {
  const { claimed, ...audit } = entry;
  try {
    return await retryTransient(() =>
      db.transaction().execute(async (tx) => {
        const result = await work(tx);
        await recordAudit(tx, { ...audit, outcome: 'success', detail: { ...detail(result), ...claimed } });
        return result;
      }),
    );
  } catch (err) {
    const message = err instanceof HttpError ? err.message : 'internal error';
    await recordAudit(db, { ...audit, outcome: 'failure', detail: { message, ...claimed } }).catch(() => {});
    throw err;
  }
}
