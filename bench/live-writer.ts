import type pg from 'pg';

/** One write statement: when it committed, the last live change id it drew, and how many rows it changed. */
export interface Write {
  id: number;
  at: number;
  devices: number;
}

/** The UPDATE of one statement over `list` (quoted keys, comma-separated), the k-th of its connection. */
export type WriteStatement = (list: string, k: number) => string;

/** Devices' states cycled through 1..5 (the live bench's writes). */
export const deviceStates: WriteStatement = (list, k) => `UPDATE devices SET state = ${1 + (k % 5)} WHERE name IN (${list})`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Writes for `secs` at `rate` changes a second through SQL: one key per statement up to 100 a
 * second (operators' and pollers' single writes) on one connection; past that 50 statements a
 * second of rate/100 keys on each of two connections (two feeds' batches). Keys (device or alert
 * names) are taken in turn from `keys`.
 */
export async function writeChanges(
  writers: pg.Client[],
  keys: readonly string[],
  rate: number,
  secs: number,
  statement: WriteStatement,
): Promise<Write[]> {
  const used = rate <= 100 ? writers.slice(0, 1) : writers;
  const statements = Math.min(rate, rate <= 100 ? 100 : 50);
  const per = Math.max(1, Math.round(rate / statements / used.length));
  const start = performance.now();
  const runs = used.map(async (writer, w) => {
    const out: Write[] = [];
    for (let k = 0; performance.now() - start < secs * 1000; k++) {
      const due = start + (k * 1000) / statements;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const first = (k * used.length + w) * per;
      const batch = Array.from({ length: per }, (_, j) => keys[(first + j) % keys.length]);
      const list = batch.map((n) => `'${n.replace(/'/g, "''")}'`).join(',');
      // One simple-protocol round trip, one implicit transaction: the update, then the last change id it drew.
      const res = (await writer.query(`${statement(list, k)}; SELECT currval('live_change_seq')::text AS id`)) as unknown as pg.QueryResult[];
      out.push({ id: Number(res[1].rows[0].id), at: performance.now(), devices: per });
    }
    return out;
  });
  return (await Promise.all(runs)).flat().sort((a, b) => a.id - b.id);
}
