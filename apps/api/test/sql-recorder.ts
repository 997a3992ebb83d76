import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { DB } from '../src/db/schema';

/*
 * SQL snapshot tests (issue 32): a repository function runs against a Kysely whose driver sends
 * nothing anywhere. It records each statement as PostgreSQL would receive it (text whitespace-
 * normalised, parameters as bound) and answers it with fixed rows, so a function that reads rows
 * back from one statement to build the next keeps going. `expect(rec.take()).toMatchSnapshot()`
 * then shows any change of a generated statement in review.
 */

/** One statement as sent: its text on one line, and its bound parameters. */
export interface RecordedStatement {
  sql: string;
  parameters: readonly unknown[];
}

type Row = Record<string, unknown>;
/** The rows a statement gets back: fixed, or made from its parameters. */
export type Rows = readonly Row[] | ((parameters: readonly unknown[]) => readonly Row[]);

interface Answer {
  match: RegExp;
  rows: Rows;
  once: boolean;
}

/** Whitespace runs (newlines, indentation) as one space: the snapshot shows the statement, not its layout. */
export const normaliseSql = (text: string): string => text.replace(/\s+/g, ' ').trim();

export class SqlRecorder {
  /** Every statement since the last take(), in the order sent (transaction begin/commit included). */
  readonly statements: RecordedStatement[] = [];
  private readonly answers: Answer[] = [];
  /** Runs its statements here: nothing leaves the process. */
  readonly db: Kysely<DB>;

  constructor() {
    const connection: DatabaseConnection = {
      executeQuery: async <R>(compiled: CompiledQuery): Promise<QueryResult<R>> => {
        const statement = { sql: normaliseSql(compiled.sql), parameters: [...compiled.parameters] };
        this.statements.push(statement);
        return { rows: this.rowsFor(statement) as R[] };
      },
      // eslint-disable-next-line require-yield
      streamQuery: async function* <R>(): AsyncIterableIterator<QueryResult<R>> {
        throw new Error('SqlRecorder does not stream');
      },
    };
    const driver: Driver = {
      init: async () => {},
      acquireConnection: async () => connection,
      // As Kysely's PostgresDriver says them, so a transaction's edges show in the snapshot.
      beginTransaction: async (c: DatabaseConnection, settings: TransactionSettings) => {
        const options = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean);
        await c.executeQuery(CompiledQuery.raw(options.length > 0 ? `start transaction ${options.join(' ')}` : 'begin'));
      },
      commitTransaction: async (c: DatabaseConnection) => {
        await c.executeQuery(CompiledQuery.raw('commit'));
      },
      rollbackTransaction: async (c: DatabaseConnection) => {
        await c.executeQuery(CompiledQuery.raw('rollback'));
      },
      releaseConnection: async () => {},
      destroy: async () => {},
    };
    this.db = new Kysely<DB>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => driver,
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
  }

  /**
   * Answers statements whose normalised text matches with these rows (no rows otherwise). The
   * first matching answer wins, in the order given; a `once` answer is used up by its first match,
   * so one pattern can answer a sequence (register them in that order).
   */
  answer(match: RegExp, rows: Rows, options: { once?: boolean } = {}): this {
    this.answers.push({ match, rows, once: options.once ?? false });
    return this;
  }

  /** The statements recorded so far, and a fresh start for the next ones. */
  take(): RecordedStatement[] {
    return this.statements.splice(0);
  }

  private rowsFor(statement: RecordedStatement): readonly Row[] {
    const at = this.answers.findIndex((a) => a.match.test(statement.sql));
    if (at < 0) return [];
    const { rows, once } = this.answers[at];
    if (once) this.answers.splice(at, 1);
    return typeof rows === 'function' ? rows(statement.parameters) : rows;
  }
}

/** A recorder with nothing answered yet. */
export const sqlRecorder = (): SqlRecorder => new SqlRecorder();
