import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import * as jose from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, VERIFIED_TOKEN_TTL_MS } from './verify-token';

vi.mock('jose', async (original) => {
  const real = await original<typeof import('jose')>();
  return { ...real, jwtVerify: vi.fn(real.jwtVerify) };
});

const ISSUER = 'https://issuer.test';
const AUDIENCE = 'nms-web';
const T0 = Date.parse('2026-11-24T12:00:00Z');

let privateKey: CryptoKey;
let jwk: JWK;
beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
});

const token = (sub: string, expiresInS: number, key: CryptoKey = privateKey) =>
  new SignJWT({ sub })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(T0 / 1000)
    .setExpirationTime(T0 / 1000 + expiresInS)
    .sign(key);

function verifierAt() {
  const clock = { now: T0 };
  const verify = createTokenVerifier({ issuer: ISSUER, audience: [AUDIENCE], localJwks: { keys: [jwk] }, now: () => clock.now });
  vi.mocked(jose.jwtVerify).mockClear();
  return { verify, clock, checks: () => vi.mocked(jose.jwtVerify).mock.calls.length };
}

describe('verified tokens are remembered per token', () => {
  it('checks the signature of a token once, and of each other token again', async () => {
    const { verify, checks } = verifierAt();
    const a = await token('operator', 3600);
    expect((await verify(a)).sub).toBe('operator');
    expect((await verify(a)).sub).toBe('operator');
    expect(checks()).toBe(1);
    expect((await verify(await token('admin', 3600))).sub).toBe('admin');
    expect(checks()).toBe(2);
  });

  it('checks again after 60 s however long the token lives', async () => {
    const { verify, clock, checks } = verifierAt();
    const a = await token('operator', 3600);
    await verify(a);
    clock.now += VERIFIED_TOKEN_TTL_MS - 1;
    await verify(a);
    expect(checks()).toBe(1);
    clock.now += 2;
    await verify(a);
    expect(checks()).toBe(2);
  });

  it('never serves a token past its expiry from memory', async () => {
    const { verify, clock } = verifierAt();
    const short = await token('operator', 20);
    await verify(short);
    clock.now += 26_000; // past exp and the 5 s clock tolerance, inside the 60 s of the cache
    await expect(verify(short)).rejects.toThrow('the token has expired');
  });

  it('remembers no refusal: a forged token is checked, and refused, every time', async () => {
    const { verify, checks } = verifierAt();
    const forged = await token('admin', 3600, (await generateKeyPair('RS256')).privateKey);
    await expect(verify(forged)).rejects.toThrow('the token signature is not valid');
    await expect(verify(forged)).rejects.toThrow('the token signature is not valid');
    expect(checks()).toBe(2);
  });
});
