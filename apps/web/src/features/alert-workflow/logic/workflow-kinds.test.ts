import { describe, expect, it } from 'vitest';
import { ackSummary, workflowShown } from './workflow-kinds';

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

describe('workflowShown', () => {
  it('moves with the workflow version and the acknowledgement, not with other fields', () => {
    const row = { name: 'a', acknowledged: false, workflowVersion: 2, count: 1 };
    expect(workflowShown({ ...row, count: 9 } as typeof row)).toBe(workflowShown(row));
    expect(workflowShown({ ...row, workflowVersion: 3 })).not.toBe(workflowShown(row));
    expect(workflowShown({ ...row, acknowledged: true })).not.toBe(workflowShown(row));
  });
});
