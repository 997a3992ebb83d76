import { LuceneSyntaxError } from './lucene-errors';
import { parseLucene } from './lucene-parser';

/** What is wrong with a query, where (0-based), and whether the server would refuse it the same way. */
export interface LuceneProblem {
  message: string;
  position: number;
  /** Boosts, fuzzy and regex: Lucene the server declines by name rather than malformed text. */
  unsupported: boolean;
}

/**
 * The first problem the parser finds in `query`, worded as the server's 400, or undefined when it
 * reads. Fields and values are not checked: the server's field table and its values are the
 * authority, and its refusals reach the editor as they do today.
 */
export function checkLucene(query: string): LuceneProblem | undefined {
  try {
    parseLucene(query);
    return undefined;
  } catch (e) {
    if (e instanceof LuceneSyntaxError) return { message: e.message, position: e.position, unsupported: e.kind === 'unsupported' };
    throw e;
  }
}
