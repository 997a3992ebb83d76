import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceToken, startServerProcess, type ServerProcess } from '../apps/api/test/server-process';

/**
 * A server of the spec's own beside the shared e2e server: its own data directory and free
 * port, the same web build (WEB_DIST is inherited), and whatever feeds `env` turns on. The
 * shared server and its simulated fleet are not touched.
 */
/**
 * A console on a real network and nothing else: its own embedded database, the simulator off, the
 * poller on with a fast interval (1.5 s, 0.5 s timeout, no retries), the receivers off. `extra`
 * turns on what a spec needs (ICMP, traps).
 */
export function realNetworkEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: '',
    SIMULATOR: 'off',
    POLLER: 'on',
    POLL_INTERVAL_MS: '1500',
    POLL_TIMEOUT_MS: '500',
    POLL_RETRIES: '0',
    POLL_ICMP: 'off',
    TRAP_RECEIVER: 'off',
    SYSLOG_RECEIVER: 'off',
    ...extra,
  };
}

export interface SecondServer {
  url: string;
  /** A service-account access token (client-credentials grant against the embedded issuer). */
  serviceToken(): Promise<string>;
  /** Calls the server's API with a service-account token; a failed answer throws with its body. */
  api(method: string, path: string, body?: unknown): Promise<unknown>;
  /** What the server printed (for a failing test's message). */
  output(): string;
  stop(): Promise<void>;
}

export async function startSecondServer(env: Record<string, string>): Promise<SecondServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nms-e2e-second-'));
  let server: ServerProcess;
  try {
    server = await startServerProcess({ HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env }, 180_000);
  } catch (e) {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  let token: string | undefined;
  const second: SecondServer = {
    url: server.url,
    serviceToken: async () => (token ??= await serviceToken(server.url)),
    async api(method, path, body) {
      const res = await fetch(`${server.url}/api/v1.0${path}`, {
        method,
        headers: { authorization: `Bearer ${await second.serviceToken()}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
      return text ? JSON.parse(text) : undefined;
    },
    output: () => server.output(),
    async stop() {
      if (server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        const killer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
        await server.exited;
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return second;
}
