import { describe, expect, it } from 'vitest';
import { replicaFailure } from './replica-fallback';

/** The shapes pg and Node give these failures (code and message as a client sees them). */
describe('what a failed replica read means', () => {
  it('takes the replica out when its server is gone or going', () => {
    expect(replicaFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }))).toBe('down');
    expect(replicaFailure(new Error('Connection terminated unexpectedly'))).toBe('down');
    expect(replicaFailure(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe('down');
    expect(replicaFailure(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe('down');
    expect(replicaFailure(Object.assign(new Error('could not receive data'), { code: '08006' }))).toBe('down');
  });

  it('sends only the read to the primary when recovery cancelled it', () => {
    const conflict = Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' });
    expect(replicaFailure(conflict)).toBe('conflict');
  });

  it("leaves the read's own errors alone (a bad query fails the same on the primary)", () => {
    expect(replicaFailure(Object.assign(new Error('column "x" does not exist'), { code: '42703' }))).toBeUndefined();
    expect(replicaFailure(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBeUndefined();
    expect(replicaFailure(undefined)).toBeUndefined();
  });
});
