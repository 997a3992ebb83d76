import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 31 item 6: docs/operations.md's complete example ("A console fed only by the real
 * network") is run exactly as written, so it cannot rot. Its shell block runs in a network
 * namespace of its own (only loopback, up): the console it starts listens there, and the
 * poller's packets to the example's 10.20.0.x addresses have no route and go nowhere. The
 * site's values the block lets a reader set are set to a console on loopback with an embedded
 * database of its own.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const HEADING = '### A complete example: a console fed only by the real network';

/** The first ```sh block after the heading, as a reader would copy it. */
function exampleBlock(markdown: string): string {
  const at = markdown.indexOf(HEADING);
  if (at < 0) throw new Error(`docs/operations.md has no "${HEADING}"`);
  const start = markdown.indexOf('```sh\n', at);
  const end = markdown.indexOf('\n```', start + 6);
  return markdown.slice(start + 6, end + 1);
}

/** The answers the block says its commands print (`# -> ...` lines). */
const promisedAnswers = (block: string) => [...block.matchAll(/^# -> (.+)$/gm)].map((m) => m[1]);

describe("docs/operations.md's complete example", () => {
  const dir = mkdtempSync(join(tmpdir(), 'nms-docs-example-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs as written and answers what it says', { timeout: 300_000 }, async () => {
    const block = exampleBlock(readFileSync(join(ROOT, 'docs/operations.md'), 'utf8'));
    const answers = promisedAnswers(block);
    expect(answers).toHaveLength(2);
    writeFileSync(join(dir, 'example.sh'), block);
    // The wrapper brings loopback up, runs the block in this shell (as pasted into a terminal),
    // then ends every process it started (npm start and the console) with its process group.
    const wrapper = `ip link set lo up\ntrap 'kill 0' EXIT\nsource ${join(dir, 'example.sh')}\n`;
    // The namespace has ports of its own: the console's default one is free there.
    const port = 8080;
    const child = spawn('unshare', ['-rn', 'bash', '-c', wrapper], {
      cwd: ROOT,
      detached: true,
      env: {
        ...process.env,
        DATABASE_URL: '',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'data'),
        SECRETS_KEY_FILE: join(dir, 'secrets.key'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (out += b.toString()));
    const killer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 280_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(killer);
    for (const answer of answers) expect(out, out).toContain(answer);
    // `kill 0` ends the shell with SIGTERM after the block ran through.
    expect([0, 143, null]).toContain(code);
  });
});
