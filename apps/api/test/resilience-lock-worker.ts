/**
 * One contender of resilience-lock.test.ts: for each directory, waits for its start instant,
 * then tries to lock it and prints `WON <i>` or `LOST <i> <reason>`, then `DONE`. Winners keep
 * their locks until the test closes our stdin, which it does only when every contender is done:
 * a contender that a busy machine made late must see a live owner, never a dead one (taking a
 * dead owner's lock is right, and would count as a second winner).
 */
import type { lockDataDir as LockDataDir } from '../src/db/data-dir-lock';

const [dirsJson, t0, stepMs] = process.argv.slice(2);
const dirs = JSON.parse(dirsJson) as string[];
const { lockDataDir } = (await import(process.env.LOCK_MODULE ?? '../src/db/data-dir-lock')) as { lockDataDir: typeof LockDataDir };

for (let i = 0; i < dirs.length; i++) {
  const at = Number(t0) + i * Number(stepMs);
  // Spin the last stretch: the contenders must reach the lock within microseconds of each other.
  while (Date.now() < at - 5) await new Promise((r) => setTimeout(r, 1));
  while (Date.now() < at);
  try {
    lockDataDir(dirs[i]);
    process.stdout.write(`WON ${i}\n`);
  } catch (err) {
    process.stdout.write(`LOST ${i} ${(err as Error).message.split('\n')[0]}\n`);
  }
}
process.stdout.write('DONE\n');
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
