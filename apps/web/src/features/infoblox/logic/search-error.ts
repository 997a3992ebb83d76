import { ApiError } from '../../../lib/api-client';

/**
 * The text shown for a failed search. The server refuses what was typed (a bad regular expression,
 * a blank or too long search) with a 400 naming search_query: the operator must see why, or an empty
 * grid reads as "no matches". Any other failure stays as spec 002 §8 has it: logged, results cleared.
 */
export function searchErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const why = error.message.replace(/^search_query:\s*/, '');
  return `The search was not run: ${why}`;
}
