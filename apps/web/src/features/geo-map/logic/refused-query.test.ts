import { describe, expect, it } from 'vitest';
import { nextRefused } from './refused-query';

describe('nextRefused', () => {
  it('takes the refusal of the running text', () => {
    expect(nextRefused(undefined, 'nosuch:1', "Unknown field 'nosuch'")).toEqual({ text: 'nosuch:1', message: "Unknown field 'nosuch'" });
  });

  it('keeps a refusal while the text runs, even when the failed answer is gone (a new view)', () => {
    const refused = { text: 'nosuch:1', message: 'bad' };
    expect(nextRefused(refused, 'nosuch:1', undefined)).toBe(refused);
    expect(nextRefused(refused, 'nosuch:1', 'other')).toBe(refused);
  });

  it('drops the refusal when the text changes', () => {
    expect(nextRefused({ text: 'nosuch:1', message: 'bad' }, 'state:1', undefined)).toBeUndefined();
    expect(nextRefused(undefined, 'state:1', undefined)).toBeUndefined();
  });
});
