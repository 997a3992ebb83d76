import { describe, expect, it } from 'vitest';
import type { AccessConfig } from '../access/access-config';
import { failureDelayMs, lockStateOf, normalizeName } from './login-lockout';
import { basicClientId } from './token-endpoint-lockout';

const access = { loginMaxFailures: 5, loginMaxAddressFailures: 20, loginWindowS: 300, loginLockoutS: 300, loginFailureDelayMs: 250 } as AccessConfig;
const counts = (user: number, address: number, last = 1_000_000) => ({ user, userLast: last, address, addressLast: last });

describe('login lockout rules', () => {
  it('locks a user name at 5 failures until the lockout after the newest one', () => {
    expect(lockStateOf(counts(4, 4), access, 1_000_000).locked).toBe(false);
    expect(lockStateOf(counts(5, 5), access, 1_000_500)).toEqual({ locked: true, retryAfterS: 300, by: 'user' });
    expect(lockStateOf(counts(5, 5), access, 1_000_000 + 300_000).locked).toBe(false);
  });

  it('locks an address at 20 failures across names', () => {
    expect(lockStateOf(counts(1, 19), access, 1_000_000).locked).toBe(false);
    expect(lockStateOf(counts(1, 20), access, 1_000_000)).toMatchObject({ locked: true, by: 'address' });
  });

  it('slows each failure down by 250 ms per recent failure, at most 2 s', () => {
    expect(failureDelayMs(1, access)).toBe(250);
    expect(failureDelayMs(4, access)).toBe(1000);
    expect(failureDelayMs(50, access)).toBe(2000);
  });

  it('counts names case- and space-insensitively', () => {
    expect(normalizeName(' Admin ')).toBe('admin');
  });

  it('reads the client id of Basic authentication', () => {
    expect(basicClientId(`Basic ${Buffer.from('my%20client:secret').toString('base64')}`)).toBe('my client');
    expect(basicClientId('Bearer x')).toBeUndefined();
    expect(basicClientId(undefined)).toBeUndefined();
  });
});
