import type { IngestAnswer, IngestError } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/repository';
import { FleetService } from '../fleet/fleet-service';
import { inTransaction } from '../fleet/in-transaction';
import type { CheckedRow } from './row-values';

/** A call's audit entry names its devices up to this many; past it, the counts say what happened. */
const AUDIT_NAMES = 1000;

export interface IngestCall {
  actor: AuditActor;
  dryRun: boolean;
  /** 'ingest.devices', 'ingest.groups'... */
  action: string;
}

/** What a call's writes did, before its rejects are added. */
export interface Written {
  created: number;
  updated: number;
  unchanged: number;
  retired: number;
  /** Rows rejected by checks against the database (unknown credential, group...). */
  errors: IngestError[];
  /** Devices the call changed, for the audit entry. */
  devices?: string[];
}

class DryRun extends Error {
  constructor(readonly answer: IngestAnswer) {
    super('dry run');
  }
}

/**
 * Runs one ingest call in one transaction with its audit entry: all its valid rows and the
 * record of who sent them commit together, or nothing does. A dry run does the same work and
 * rolls it back, so its counts are exactly what the call would answer.
 */
export async function runIngest(
  db: Kysely<DB>,
  call: IngestCall,
  rejected: IngestError[],
  write: (fleet: FleetService, tx: Kysely<DB>, at: number) => Promise<Written>,
): Promise<IngestAnswer> {
  const at = Date.now();
  try {
    return await inTransaction(db, async (tx) => {
      const w = await write(new FleetService(tx), tx, at);
      const errors = [...rejected, ...w.errors].sort((a, b) => a.line - b.line);
      const answer: IngestAnswer = {
        created: w.created,
        updated: w.updated,
        unchanged: w.unchanged,
        // Rows, not errors: a row with three errors is one rejected row.
        rejected: new Set(errors.map((e) => e.line)).size,
        retired: w.retired,
        errors,
      };
      if (call.dryRun) throw new DryRun(answer);
      const names = w.devices ?? [];
      const { errors: _listed, ...counts } = answer;
      await recordAudit(tx, {
        at,
        actor: call.actor,
        action: call.action,
        outcome: 'success',
        deviceNames: names.length <= AUDIT_NAMES ? names : [],
        detail: { ...counts, ...(names.length > AUDIT_NAMES ? { devices: names.length } : {}) },
      });
      return answer;
    });
  } catch (err) {
    if (err instanceof DryRun) return err.answer;
    throw err;
  }
}

/**
 * Splits checked rows into the good and the rejected, rejecting a row whose key an earlier row
 * of the call already used (the first one wins: one call never writes a key twice).
 */
export function firstOfEachKey(rows: ReadonlyArray<CheckedRow | IngestError>, keyOf: (r: CheckedRow) => string, field: string) {
  const good: CheckedRow[] = [];
  const errors: IngestError[] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    if ('message' in r) {
      errors.push(r);
      continue;
    }
    const key = keyOf(r);
    const first = seen.get(key);
    if (first !== undefined) errors.push({ line: r.line, field, message: `${key} is already on line ${first} of this call` });
    else {
      seen.set(key, r.line);
      good.push(r);
    }
  }
  return { good, errors };
}
