import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, parseSecretKey, sealSecret } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips a value; the sealed text holds no plaintext and differs every time', () => {
    const a = sealSecret(key, { community: 'very-secret-community' });
    const b = sealSecret(key, { community: 'very-secret-community' });
    expect(a).not.toContain('very-secret');
    expect(a).not.toBe(b);
    expect(openSecret(key, a)).toEqual({ community: 'very-secret-community' });
  });

  it('another key or a changed byte fails instead of answering garbage', () => {
    const sealed = sealSecret(key, { community: 'x' });
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
    const parts = sealed.split(':');
    parts[3] = Buffer.from('tampered').toString('base64');
    expect(() => openSecret(key, parts.join(':'))).toThrow();
  });

  it('accepts 32-byte keys as hex or base64 and refuses other lengths', () => {
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(() => parseSecretKey('abcd')).toThrow(/32 bytes/);
  });
});
