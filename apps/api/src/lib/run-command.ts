import { execFile } from 'node:child_process';

export interface CommandRun {
  stdout: string;
  stderr: string;
  /** exit code; null when killed by the timeout */
  code: number | null;
  /** the program is not installed */
  missing: boolean;
}

/**
 * execFile with an argument array (no shell) that resolves whatever the exit code: ping, fping
 * and traceroute report unreachable hosts with a non-zero exit, which is an answer, not a failure.
 */
export function runCommand(bin: string, args: string[], timeoutMs: number, maxBuffer = 1 << 20): Promise<CommandRun> {
  return new Promise((resolve) => {
    execFile(bin, args, { timeout: timeoutMs, maxBuffer }, (err, stdout, stderr) => {
      const e = err as (NodeJS.ErrnoException & { code?: string | number }) | null;
      resolve({
        stdout: String(stdout ?? ''),
        stderr: String(stderr ?? ''),
        code: e ? (typeof e.code === 'number' ? e.code : null) : 0,
        missing: e?.code === 'ENOENT',
      });
    });
  });
}
