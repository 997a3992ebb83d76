import { spawn, execSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

async function waitReady(url: string, timeoutMs: number, exited: () => string | undefined, logPath: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const why = exited();
    if (why) throw new Error(`server exited before it was ready (${why}); see ${logPath}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server not ready at ${url} after ${timeoutMs} ms`);
}

/** Builds the web app if needed, starts the real server on a free port, tears it down after. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!process.env.WEB_DIST && !existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    execSync('npm run build -w @nms/web', { cwd: ROOT, stdio: 'inherit' });
  }
  const port = await freePort();
  // The syslog receiver (issue 16) listens on UDP and TCP of one more free port; e2e/device-syslog.spec.ts sends to it.
  const syslogPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nms-e2e-'));
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  // E2E_SERVER_LOG lets side-by-side runs keep their own server log.
  const logPath = process.env.E2E_SERVER_LOG || join(ROOT, 'test-results/e2e-server.log');
  const log = createWriteStream(logPath);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      FLEET_SIZE: '1500',
      SIMULATOR_TICK_MS: '2000',
      LOG_LEVEL: 'warn',
      // The simulated driver's seeded random failures (3% of vendor calls) would make action
      // tests flaky; the tests make failures happen on purpose where they check them.
      ACTION_SIM_FAILURES: 'off',
      SYSLOG_RECEIVER: 'on',
      SYSLOG_HOST: '127.0.0.1',
      SYSLOG_PORT: String(syslogPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exit: string | undefined;
  child.on('exit', (code, signal) => {
    exit = `code ${code}, signal ${signal}`;
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  await waitReady(`${baseUrl}/readyz`, 180_000, () => exit, logPath);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SYSLOG_PORT = String(syslogPort);

  return async () => {
    if (!exit) {
      child.kill('SIGTERM');
      await new Promise<void>((r) => {
        const t = setTimeout(() => {
          child.kill('SIGKILL');
          r();
        }, 15_000);
        child.once('exit', () => {
          clearTimeout(t);
          r();
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
