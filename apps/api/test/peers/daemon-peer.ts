import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server-process';

export interface Peer {
  url: string;
  output(): string;
  /** Stops the process (SIGTERM, then SIGKILL) and removes its files. */
  dispose(): Promise<void>;
}

/**
 * Runs a Debian daemon in the foreground with a directory of its own (its config and data, written
 * by `files`) on a free loopback port, and waits until `readyPath` answers 200.
 */
export async function startPeer(
  bin: string,
  args: (dir: string, port: number) => string[],
  readyPath: string,
  files: (dir: string, port: number) => void,
): Promise<Peer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), `${bin}-`));
  files(dir, port);
  const child: ChildProcess = spawn(bin, args(dir, port), { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (d: Buffer) => (log = (log + d.toString()).slice(-200_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${bin} exited (${child.exitCode}):\n${log}`);
    if (
      await fetch(`${url}${readyPath}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 30_000) {
      await dispose();
      throw new Error(`${bin} did not become ready:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, output: () => log, dispose };
}
