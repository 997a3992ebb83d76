import { describe, expect, it } from 'vitest';
import { emptyOnFailure } from './empty-on-failure';

describe('case list failures', () => {
  it('answer an empty list and a count of 0', async () => {
    await expect(emptyOnFailure(Promise.reject(new Error('HTTP 500')))).resolves.toEqual({ data: [], total: 0 });
  });

  it('pass an answer through unchanged', async () => {
    const answer = { data: [{ case_id: 'a' }], total: 7 };
    await expect(emptyOnFailure(Promise.resolve(answer))).resolves.toBe(answer);
  });
});
