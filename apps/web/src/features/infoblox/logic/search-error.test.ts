import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { searchErrorText } from './search-error';

describe('searchErrorText', () => {
  it('says why the server refused what was typed', () => {
    const bad = new ApiError('search_query: invalid regular expression: parentheses () not balanced', 400);
    expect(searchErrorText(bad)).toBe('The search was not run: invalid regular expression: parentheses () not balanced');
  });
  it('leaves other failures to the spec (logged, results cleared)', () => {
    expect(searchErrorText(new ApiError('Internal Server Error', 500))).toBeUndefined();
    expect(searchErrorText(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(searchErrorText(null)).toBeUndefined();
  });
});
