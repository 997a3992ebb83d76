import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free UDP port on 127.0.0.1 (bound, read, released). */
export async function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createSocket('udp4');
    s.on('error', reject);
    s.bind(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Numeric OIDs only: loading Debian's partial MIB set is slow and prints pages of warnings. */
export const NO_MIBS = { ...process.env, MIBS: '' };

export interface SnmpdOptions {
  community?: string;
  sysName?: string;
  /** Default a free port. */
  port?: number;
  /** Extra snmpd.conf lines (a v3 user: 'createUser u SHA authpass AES privpass' + 'rouser u priv'). */
  extraConf?: string[];
}

export interface Snmpd {
  port: number;
  community: string;
  sysName: string;
  /** Starts the agent (again) and resolves once it answers on its port. */
  start(): Promise<void>;
  /** Stops the agent (SIGTERM, then SIGKILL) and waits for its exit. */
  stop(): Promise<void>;
  /** Stops the agent and removes its files. */
  dispose(): Promise<void>;
}

/**
 * A real net-snmp agent (Debian `snmpd`) on 127.0.0.1:port, with only this test's configuration
 * (`-C`), in the foreground. Its interfaces are this machine's (lo, eth0...), as ifTable shows them.
 */
export async function startSnmpd(opts: SnmpdOptions = {}): Promise<Snmpd> {
  const port = opts.port ?? (await freeUdpPort());
  const community = opts.community ?? 'nms-test';
  const sysName = opts.sysName ?? `snmpd-${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'snmpd-'));
  const conf = join(dir, 'snmpd.conf');
  writeFileSync(
    conf,
    [
      `agentAddress udp:127.0.0.1:${port}`,
      `rocommunity ${community} 127.0.0.1`,
      `sysName ${sysName}`,
      'sysLocation test rack',
      'sysContact nms-tools tests',
      ...(opts.extraConf ?? []),
      '',
    ].join('\n'),
  );
  let child: ChildProcess | undefined;

  const answers = () =>
    new Promise<boolean>((resolve) => {
      const execFile = spawn('snmpget', ['-v2c', '-c', community, '-t', '0.5', '-r', '0', `127.0.0.1:${port}`, '1.3.6.1.2.1.1.5.0'], {
        stdio: 'ignore',
        env: NO_MIBS,
      });
      execFile.on('exit', (code) => resolve(code === 0));
      execFile.on('error', () => resolve(false));
    });

  const agent: Snmpd = {
    port,
    community,
    sysName,
    async start() {
      if (child) return;
      child = spawn('snmpd', ['-f', '-Lo', '-C', '-c', conf, '-p', join(dir, 'snmpd.pid')], { stdio: ['ignore', 'pipe', 'pipe'], env: NO_MIBS });
      let log = '';
      child.stdout?.on('data', (d: Buffer) => {
        log += d.toString();
      });
      child.stderr?.on('data', (d: Buffer) => {
        log += d.toString();
      });
      const started = Date.now();
      while (!(await answers())) {
        if (child.exitCode !== null || Date.now() - started > 15_000) {
          throw new Error(`snmpd did not answer on 127.0.0.1:${port}: ${log}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      const c = child;
      child = undefined;
      if (!c || c.exitCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      const t = setTimeout(() => c.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(t);
    },
    async dispose() {
      await agent.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await agent.start();
  return agent;
}
