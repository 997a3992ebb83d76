import { describe, expect, it } from 'vitest';
import { wasAborted } from './aborted';

describe('wasAborted', () => {
  it('knows an abort by its signal or by its AbortError, not by other failures', () => {
    const c = new AbortController();
    expect(wasAborted(new TypeError('Failed to fetch'), c.signal)).toBe(false);
    c.abort();
    expect(wasAborted(new TypeError('Failed to fetch'), c.signal)).toBe(true);
    expect(wasAborted(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(wasAborted(new Error('Data Loading Error'))).toBe(false);
  });
});
