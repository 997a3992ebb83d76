import type { IngestAnswer, IngestError } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit';
import { FleetService, inTransaction } from '../fleet';
import type { CheckedRow } from './row-values';

/** A call's audit entry names its devices up to this many; past it, the counts say what happened. */
const AUDIT_NAMES = 1000;

export interface IngestCall {
  actor: AuditActor;
  dryRun: boolean;
  /** 'ingest.devices', 'ingest.groups'... */
  action: string;
  /** Device rows a transaction takes at most (the embedded engine); unset: the call is one transaction. */
  sliceRows?: number;
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
  constructor(readonly written: Written) {
    super('dry run');
  }
}

const answerOf = (rejected: readonly IngestError[], w: Written): IngestAnswer => {
  const errors = [...rejected, ...w.errors].sort((a, b) => a.line - b.line);
  return {
    created: w.created,
    updated: w.updated,
    unchanged: w.unchanged,
    // Rows, not errors: a row with three errors is one rejected row.
    rejected: new Set(errors.map((e) => e.line)).size,
    retired: w.retired,
    errors,
  };
};

const sum = (a: Written, b: Written): Written => ({
  created: a.created + b.created,
  updated: a.updated + b.updated,
  unchanged: a.unchanged + b.unchanged,
  retired: a.retired + b.retired,
  errors: [...a.errors, ...b.errors],
  devices: [...(a.devices ?? []), ...(b.devices ?? [])],
});

/**
 * Runs one ingest call in one transaction with its audit entry: all its valid rows and the
 * record of who sent them commit together, or nothing does. A dry run does the same work and
 * rolls it back, so its counts are exactly what the call would answer.
 *
 * With `slices` > 1 (a big call on the embedded engine, whose one session a transaction holds)
 * each slice is a transaction of its own with its own audit entry, so other users' reads get
 * the session between slices. A call that fails part-way leaves its earlier slices written;
 * ingest rows are idempotent, so sending the call again completes it.
 */
export async function runIngest(
  db: Kysely<DB>,
  call: IngestCall,
  rejected: IngestError[],
  write: (fleet: FleetService, tx: Kysely<DB>, at: number, slice: number) => Promise<Written>,
  slices = 1,
): Promise<IngestAnswer> {
  const at = Date.now();
  let total: Written = { created: 0, updated: 0, unchanged: 0, retired: 0, errors: [], devices: [] };
  for (let slice = 0; slice < slices; slice++) {
    try {
      const w = await inTransaction(db, async (tx) => {
        const written = await write(new FleetService(tx), tx, at, slice);
        if (call.dryRun) throw new DryRun(written);
        const names = written.devices ?? [];
        const { errors: _listed, ...counts } = answerOf(slice === 0 ? rejected : [], written);
        await recordAudit(tx, {
          at,
          actor: call.actor,
          action: call.action,
          outcome: 'success',
          deviceNames: names.length <= AUDIT_NAMES ? names : [],
          detail: {
            ...counts,
            ...(names.length > AUDIT_NAMES ? { devices: names.length } : {}),
            ...(slices > 1 ? { part: `${slice + 1}/${slices}` } : {}),
          },
        });
        return written;
      });
      total = sum(total, w);
    } catch (err) {
      if (!(err instanceof DryRun)) throw err;
      total = sum(total, err.written);
    }
  }
  return answerOf(rejected, total);
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
