import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultSecretsKeyFile, loadSecretsSettings, openSecretsKeyring } from './secrets-key-file';

const root = mkdtempSync(join(tmpdir(), 'nms-secrets-key-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the secrets key', () => {
  it('is created beside the embedded data directory, not in it, readable by its owner only, and read back', async () => {
    const dataDir = join(root, 'data');
    const first = await openSecretsKeyring({ secrets: loadSecretsSettings({}), dataDir });
    const file = defaultSecretsKeyFile(dataDir);
    expect(file).toBe(join(root, 'data.secrets-key'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.current.toString('hex'));
    const again = await openSecretsKeyring({ secrets: loadSecretsSettings({}), dataDir });
    expect(again.current.equals(first.current)).toBe(true);
  });

  it('is one key when several processes start at once on a new data directory', async () => {
    const dataDir = join(root, 'raced');
    const rings = await Promise.all(Array.from({ length: 8 }, () => openSecretsKeyring({ secrets: loadSecretsSettings({}), dataDir })));
    expect(new Set(rings.map((r) => r.current.toString('hex'))).size).toBe(1);
    expect(readFileSync(defaultSecretsKeyFile(dataDir), 'utf8').trim()).toBe(rings[0].current.toString('hex'));
  });

  it('refuses PostgreSQL without SECRETS_KEY or SECRETS_KEY_FILE, naming both', async () => {
    const config = { secrets: loadSecretsSettings({}), databaseUrl: 'postgres://x/y', dataDir: join(root, 'pg') };
    await expect(openSecretsKeyring(config)).rejects.toThrow(/DATABASE_URL needs SECRETS_KEY or SECRETS_KEY_FILE/);
  });

  it('takes SECRETS_KEY first, then a SECRETS_KEY_FILE it creates when missing, and the previous keys', async () => {
    const hex = 'ab'.repeat(32);
    const old = Buffer.alloc(32, 7).toString('base64');
    const env = { SECRETS_KEY: hex, SECRETS_KEY_FILE: join(root, 'unused.key'), SECRETS_KEY_PREVIOUS: ` ${old} ,` };
    const ring = await openSecretsKeyring({ secrets: loadSecretsSettings(env), databaseUrl: 'postgres://x/y', dataDir: root });
    expect(ring.current.toString('hex')).toBe(hex);
    expect(ring.previous.map((k) => k.toString('base64'))).toEqual([old]);
    const keyFile = join(root, 'keys', 'nms.key');
    const fromFile = await openSecretsKeyring({
      secrets: loadSecretsSettings({ SECRETS_KEY_FILE: keyFile }),
      databaseUrl: 'postgres://x/y',
      dataDir: root,
    });
    expect(readFileSync(keyFile, 'utf8').trim()).toBe(fromFile.current.toString('hex'));
  });

  it('names a key of the wrong length', async () => {
    const short = loadSecretsSettings({ SECRETS_KEY: 'abcd' });
    await expect(openSecretsKeyring({ secrets: short, dataDir: root })).rejects.toThrow(/SECRETS_KEY must be 32 bytes/);
    const file = join(root, 'bad.key');
    writeFileSync(file, 'nope\n');
    await expect(openSecretsKeyring({ secrets: loadSecretsSettings({ SECRETS_KEY_FILE: file }), dataDir: root })).rejects.toThrow(
      /the secrets key file .*bad\.key must be 32 bytes/,
    );
  });
});
