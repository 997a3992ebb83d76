import { describe, expect, it } from 'vitest';
import { bulkOutcomeText } from './bulk-outcome';

describe('bulkOutcomeText', () => {
  it('says how many were acknowledged, and only the other outcomes that happened', () => {
    expect(bulkOutcomeText({ counts: { changed: 25, unchanged: 0, conflict: 0, 'not-found': 0 } })).toBe('25 acknowledged');
    expect(bulkOutcomeText({ counts: { changed: 22, unchanged: 1, conflict: 2, 'not-found': 0 } })).toBe(
      '22 acknowledged; 1 already acknowledged; 2 changed or cleared meanwhile, not acknowledged: reload and try again',
    );
  });
});
