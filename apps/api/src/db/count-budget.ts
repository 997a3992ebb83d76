import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from './schema';

/**
 * The capped count may take this long; past it the total is the rows the page has seen ('gte').
 * A filter no index serves (NOT state:5 over 1M devices) scans the table to find 5,001 matches:
 * 140 ms for a count whose page took 0.3 ms. The page, not its count, is what the operator waits for.
 */
export const COUNT_BUDGET_MS = 20;
const QUERY_CANCELED = '57014';

/**
 * One statement setting the count's budget for its transaction. Without parallel workers the
 * timeout cancels on time; a parallel scan took 15-20 ms more to wind its workers down.
 */
export const COUNT_BUDGET_SETTINGS = `SELECT set_config('statement_timeout', '${COUNT_BUDGET_MS}', true), set_config('max_parallel_workers_per_gather', '0', true)`;

/**
 * A filter whose count ran out of its budget is not counted again for this long: the answer is
 * the same lower bound ('gte', the rows seen) that a second try running out again would give,
 * without spending another 20 ms on it (M2 `productCategory:Router AND NOT state:5`: 31 ms, of
 * which 20 were the count thrown away). Short, so a filter that became cheap counts again soon.
 */
export const OVER_BUDGET_MEMORY_MS = 30_000;
const MAX_REMEMBERED = 1_000;

/** Filters (by list key) whose count last ran out of time, and when. */
const overBudget = new Map<string, number>();

const remembered = (key: string, now: number) => {
  const at = overBudget.get(key);
  if (at === undefined) return false;
  if (now - at < OVER_BUDGET_MEMORY_MS) return true;
  overBudget.delete(key);
  return false;
};

/**
 * The capped count under a statement timeout (the transaction scopes the setting); undefined when
 * it runs out of time, or ran out for the same `key` (the filter's SQL) moments ago.
 */
export async function countWithinBudget(db: Kysely<DB>, count: RawBuilder<{ total: number }>, key?: string): Promise<number | undefined> {
  if (key !== undefined && remembered(key, Date.now())) return undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      await sql.raw(COUNT_BUDGET_SETTINGS).execute(trx);
      return (await count.execute(trx)).rows[0]?.total ?? 0;
    });
  } catch (err) {
    if ((err as { code?: string }).code !== QUERY_CANCELED) throw err;
    if (key !== undefined) {
      if (overBudget.size >= MAX_REMEMBERED) overBudget.delete(overBudget.keys().next().value!);
      overBudget.set(key, Date.now());
    }
    return undefined;
  }
}

/** Forgets every remembered over-budget count (tests; a writer that changed a table wholesale). */
export const forgetOverBudget = () => overBudget.clear();
