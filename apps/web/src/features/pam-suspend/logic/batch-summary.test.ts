import { describe, expect, it } from 'vitest';
import { summarize } from './batch-summary';

const START = 'Start date must be between now and 8 minutes ahead';

describe('summarize (one notice per grid Save)', () => {
  it("reads as the spec's success lines when nothing was refused", () => {
    expect(summarize({ created: 3, updated: 1, removed: 0, refused: new Map() })).toEqual({
      color: 'green',
      lines: ['PAM Suspend created successfully', 'PAM Suspend updated successfully'],
    });
  });

  it('counts what was created and refused, one line per reason, not per device', () => {
    const refused = new Map<string, string>();
    for (let i = 0; i < 437; i++) refused.set(`DEV${i}`, START);
    refused.set('DEVX', 'Changed by alice since it was read');
    const notice = summarize({ created: 563, updated: 0, removed: 0, refused });
    expect(notice.color).toBe('red');
    expect(notice.lines).toEqual([
      'Created 563, refused 438',
      `${START}: 437 (DEV0, DEV1, DEV2, and 434 more)`,
      'Changed by alice since it was read: 1 (DEVX)',
    ]);
  });
});
