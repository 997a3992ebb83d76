import { describe, expect, it } from 'vitest';
import { statusNoteText } from './network-status-note';

describe('Network Status note', () => {
  it('says why the chart root and the ALL card differ', () => {
    expect(statusNoteText(1457, 1500)).toBe(
      '1,457 installed devices; the ALL card counts 1,500 with the 43 pending (PEND) devices the chart leaves out.',
    );
    expect(statusNoteText(1500, 1500)).toBe('1,500 installed devices, as the ALL card counts.');
    expect(statusNoteText(1500, undefined)).toBe('1,500 installed devices.');
    expect(statusNoteText(1500, 0)).toBe('1,500 installed devices.');
    expect(statusNoteText(1501, 1500)).toContain('read a moment apart');
  });
});
