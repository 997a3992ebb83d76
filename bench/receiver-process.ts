import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * `npm run poller` as a receiver process of its own (its environment turns the receivers on);
 * answers once it says it is ready. Its log (stdout, pino JSON) goes to `RECEIVER_LOG` or
 * nms-bench-receiver.log in the temp folder, so errors of a storm can be read after the run.
 */
export function startReceiverProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/poller.ts'], {
    cwd: ROOT,
    env: { ...process.env, POLLER_ID: 'bench-receiver', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('the receiver process was not ready in time')), timeoutMs);
    let seen = '';
    const watch = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('poller process ready')) {
        child.stdout!.off('data', watch);
        clearTimeout(timer);
        const log = process.env.RECEIVER_LOG ?? join(tmpdir(), 'nms-bench-receiver.log');
        child.stdout!.pipe(createWriteStream(log));
        console.error(`receiver process log: ${log}`);
        ok(child);
      }
      if (seen.length > 100_000) seen = seen.slice(-1000);
    };
    child.stdout!.on('data', watch);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the receiver process exited (${code}) before it was ready`));
    });
  });
}
