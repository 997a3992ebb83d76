import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import pg from 'pg';
import { isRevoked, keysOf, revoke, sessionKey } from '../apps/api/src/auth/revoked-tokens';
import { userFromClaims } from '../apps/api/src/auth/user';
import { createTokenVerifier } from '../apps/api/src/auth/verify-token';
import { openDatabase, type Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { loadConfig } from '../apps/api/src/config';
import { timeIt } from './stats';

/**
 * The per-request cost of sign-out (issue 17 item 3): every request with a JWT is verified
 * (signature, claims) and then checked against revoked_tokens by its sid/jti. Times, on a
 * database holding `--revoked` signed-out sessions: the verify alone, the revocation lookup as the
 * API runs it (Kysely), the two together (what a request pays), and the SQL floor (the same
 * SELECT compiled once and sent straight to the driver).
 *
 * `node --import tsx bench/auth-check-bench.ts --engine pglite|postgres [--revoked N] [--iterations K]`
 */
const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    revoked: { type: 'string', default: '10000' },
    iterations: { type: 'string', default: '2000' },
  },
});
const engine = values.engine as 'pglite' | 'postgres';
const revokedCount = Number(values.revoked);
const iterations = Number(values.iterations);
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_NAME = 'nms_bench_auth_check';

async function open(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'auth-bench-'));
    const database = await openDatabase({ dataDir: dir });
    return { database, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${PG_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${PG_NAME}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${PG_NAME}`;
  return { database: await openDatabase({ databaseUrl: url.toString(), poolSize: 4 }), cleanup: async () => undefined };
}

const { database, cleanup } = await open();
await migrate(database.db);

// Signed-out sessions of the last two weeks (rows live until their session could have expired).
const far = Date.now() + 14 * 24 * 3600_000;
for (let i = 0; i < revokedCount; i += 1000) {
  const keys = Array.from({ length: Math.min(1000, revokedCount - i) }, () => sessionKey(randomUUID()));
  await revoke(database.db, keys, far, 'bench');
}

// A real RS256 ID token with sid and jti, verified like the API does with the embedded provider.
const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
const issuer = 'http://127.0.0.1:8080/oidc';
const token = await new SignJWT({ sub: 'operator', sid: randomUUID(), jti: randomUUID(), groups: ['nmstools_operator'] })
  .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
  .setIssuer(issuer)
  .setAudience('nmstools-web')
  .setIssuedAt()
  .setExpirationTime('1h')
  .sign(privateKey);
const verify = createTokenVerifier({ issuer, audience: ['nmstools-web'], localJwks: { keys: [jwk] } });
const { access } = loadConfig({ SIMULATOR: 'off' });
const user = userFromClaims(await verify(token), access);

const compiled = database.db.selectFrom('revoked_tokens').select('key').where('key', 'in', keysOf(user)).limit(1).compile();
const raw = () =>
  database.pglite
    ? database.pglite.query(compiled.sql, compiled.parameters as unknown[])
    : database.pool!.query(compiled.sql, compiled.parameters as unknown[]);

const rows: Array<[string, { p50: number; p95: number }]> = [
  ['verify (RS256 signature + claims)', await timeIt(iterations, () => verify(token))],
  ['revocation lookup (Kysely, as the API)', await timeIt(iterations, () => isRevoked(database.db, user))],
  ['verify + lookup (per request)', await timeIt(iterations, async () => isRevoked(database.db, userFromClaims(await verify(token), access)))],
  ['SQL floor (same SELECT, driver)', await timeIt(iterations, raw)],
];

process.stdout.write(`\n${engine}, ${revokedCount} revoked sessions, ${iterations} iterations\n\n| step | p50 | p95 |\n|---|---|---|\n`);
for (const [name, t] of rows) process.stdout.write(`| ${name} | ${t.p50.toFixed(2)} | ${t.p95.toFixed(2)} |\n`);

await database.close();
await cleanup();
