import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeLockOwner, ownerOf, processStart } from './lock-owner';

/**
 * PGlite does not lock its directory and a second process corrupts it, so take a lock file
 * holding our pid and start time. Creating it is atomic (a hard link of a complete file). A lock left by a dead process
 * (SIGKILL, power loss) is removed under a short guard file and only if it is still the very
 * lock we judged stale, then the atomic create is retried: two processes starting together on
 * a stale lock can never both win.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'nms-tools.lock');
  const mine = JSON.stringify({ pid: process.pid, start: processStart(process.pid) });
  for (let attempt = 0; attempt < 20; attempt++) {
    if (createExclusive(file, mine)) return () => removeIfSame(file, mine);
    const held = readText(file);
    if (held === undefined) continue; // released between our two looks
    const owner = ownerOf(held, mine);
    if (owner.state !== 'dead') throw new Error(describeLockOwner(owner, dir, file));
    withGuard(`${file}.guard`, () => removeIfSame(file, held));
  }
  throw new Error(`Could not lock the data directory ${dir}: its lock file ${file} keeps changing`);
}

/**
 * Creates `file` with its whole content or not at all: written to a private temporary file, then
 * hard-linked into place (link fails if the name exists). An O_EXCL create followed by a write
 * leaves an empty file for a moment, which a contender would read as a lock of no live owner.
 */
function createExclusive(file: string, content: string): boolean {
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(tmp, content, { flag: 'wx' });
  try {
    linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(tmp, { force: true });
  }
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

function removeIfSame(file: string, content: string): void {
  if (readText(file) === content) rmSync(file, { force: true });
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * A mutex for the read-compare-remove of a stale lock (held for microseconds). A guard whose
 * holder died inside that window is recognised by its dead pid and cleared.
 */
function withGuard(guard: string, fn: () => void): void {
  const mine = JSON.stringify({ pid: process.pid, start: processStart(process.pid) });
  for (let waited = 0; !createExclusive(guard, mine); waited += 10) {
    const held = readText(guard);
    if (held !== undefined && ownerOf(held, mine).state === 'dead') removeIfSame(guard, held);
    if (waited > 5000) throw new Error(`Could not take ${guard}; if no NMS Tools process is starting, delete it`);
    sleep(10);
  }
  try {
    fn();
  } finally {
    removeIfSame(guard, mine);
  }
}
