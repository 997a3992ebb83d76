import { readFileSync } from 'node:fs';

/** Who holds a lock file, judged from the pid (and start time) written in it. */
export type LockOwner = { state: 'dead' } | { state: 'running'; pid: number } | { state: 'unrelated'; pid: number; command: string };

/**
 * A process's start time (clock ticks since boot, /proc/<pid>/stat field 22): with the pid it
 * names one process for good, so a pid reused by another program is told apart. Undefined
 * where /proc is missing.
 */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function command(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `text` is the lock file's content (JSON, or a bare pid from older versions); `mine` is ours. */
export function ownerOf(text: string, mine: string): LockOwner {
  if (text === mine) return { state: 'running', pid: process.pid };
  let pid: number;
  let start: string | undefined;
  try {
    const parsed = JSON.parse(text) as { pid?: unknown; start?: unknown } | number;
    pid = typeof parsed === 'number' ? parsed : Number(parsed?.pid);
    start = typeof parsed === 'object' && typeof parsed?.start === 'string' ? parsed.start : undefined;
  } catch {
    return { state: 'dead' }; // a torn or empty file: its writer died mid-write
  }
  // Our own pid in a lock we did not write: a previous life of this container or host.
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return { state: 'dead' };
  const now = processStart(pid);
  const cmd = command(pid);
  if (start !== undefined && now !== undefined && now !== start) return { state: 'unrelated', pid, command: cmd ?? '?' };
  // A bare pid (older lock format): only a Node process can be one of ours.
  if (start === undefined && cmd !== undefined && !/\bnode\b|tsx/.test(cmd)) return { state: 'unrelated', pid, command: cmd };
  return { state: 'running', pid };
}

export function describeLockOwner(owner: Exclude<LockOwner, { state: 'dead' }>, dir: string, file: string): string {
  if (owner.state === 'running') {
    return (
      `The data directory ${dir} is in use by another NMS Tools process (pid ${owner.pid}). ` +
      'Stop that process, or set DATA_DIR to another directory.'
    );
  }
  return (
    `The lock file ${file} is stale: the NMS Tools process that wrote it has ended and its pid ${owner.pid} ` +
    `now belongs to an unrelated process (${owner.command.slice(0, 80)}). ` +
    `If no NMS Tools process uses ${dir}, delete ${file} and start again.`
  );
}
