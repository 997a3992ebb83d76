/**
 * Why a query cannot be read: `syntax` (malformed), `unsupported` (valid Lucene the server has no
 * SQL for: boosts, fuzzy, regex) or `limit` (too many terms or levels).
 */
export type LuceneErrorKind = 'syntax' | 'unsupported' | 'limit';

/**
 * A query the grammar refuses. The message is the wording the API answers with (a 400); the
 * position (0-based) lets an editor mark where the query went wrong without parsing the message.
 */
export class LuceneSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
    readonly kind: LuceneErrorKind = 'syntax',
  ) {
    super(message);
    this.name = 'LuceneSyntaxError';
  }
}

/** The error a reading fault at `at` (0-based) raises; messages count positions from 1. */
export const syntaxError = (reason: string, at: number, kind: LuceneErrorKind = 'syntax'): LuceneSyntaxError =>
  new LuceneSyntaxError(`Query syntax error at position ${at + 1}: ${reason}`, at, kind);
