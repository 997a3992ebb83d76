import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Kills every server a test started and left running (a failed assertion mid-test). */
export async function killServers(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.on('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
  running.clear();
}

/** Spawns the real server (`src/server.ts`) as its own process without waiting for it. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => out, exited };
}

/** Waits until /readyz says ready; throws (and kills the process) if it exits or times out. */
export async function waitReady(server: ServerProcess, timeoutMs = 90_000): Promise<ServerProcess> {
  const deadline = Date.now() + timeoutMs;
  let done = false;
  void server.exited.then(() => (done = true));
  while (Date.now() < deadline && !done) {
    try {
      const res = await fetch(`${server.url}/readyz`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${server.output()}`);
}

/** Starts the real server as its own process and waits until /readyz says ready. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  return waitReady(await spawnServer(env), timeoutMs);
}

/** The service account's token; a 503 (a server still warming its caches sheds load) is waited out for a minute. */
export async function serviceToken(url: string): Promise<string> {
  const ask = () =>
    fetch(`${url}/oidc/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('nmstools-service:nmstools-service-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
  let res = await ask();
  for (const until = Date.now() + 60_000; res.status === 503 && Date.now() < until; res = await ask()) {
    await new Promise((r) => setTimeout(r, 250));
  }
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`no service token: ${JSON.stringify(body)}`);
  return body.access_token;
}
