import { describe, expect, it } from 'vitest';
import { ackSummary } from './workflow-kinds';

describe('ackSummary', () => {
  it('names who acknowledged the alert and who owns it', () => {
    expect(ackSummary({ name: 'a', acknowledged: true, ackedBy: 'olivia', owner: 'erin' })).toBe('Acknowledged by olivia, owned by erin');
    expect(ackSummary({ name: 'a', acknowledged: true, ackedBy: 'olivia', owner: '' })).toBe('Acknowledged by olivia');
  });

  it('says the source acknowledged it when the console did not, and nothing for an unacknowledged alert', () => {
    expect(ackSummary({ name: 'a', acknowledged: true, ackedBy: null })).toBe('Acknowledged by the source');
    expect(ackSummary({ name: 'a', acknowledged: false, ackedBy: 'olivia' })).toBeUndefined();
    expect(ackSummary({ name: 'a', acknowledged: null })).toBeUndefined();
  });
});
