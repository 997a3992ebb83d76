import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/data-dir-lock';

const root = mkdtempSync(join(tmpdir(), 'nms-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A pid that certainly belonged to a process and no longer does. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

function staleDir(name: string, content: string): string {
  const dir = join(root, name);
  rmSync(dir, { recursive: true, force: true });
  spawnSync('mkdir', ['-p', dir]);
  writeFileSync(join(dir, 'nms-tools.lock'), content);
  return dir;
}

/** A contender process; `done` when it has tried every directory, `release` ends it (and its locks). */
function contender(dirs: string[], t0: number, stepMs: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'resilience-lock-worker.ts'), JSON.stringify(dirs), String(t0), String(stepMs)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: process.env,
    },
  );
  let out = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const done = new Promise<string>((resolve) => {
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('DONE\n')) resolve(out);
    });
    void exited.then(() => resolve(out));
  });
  return {
    done,
    release: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

describe('data directory lock', () => {
  it('lets exactly one of several processes take a stale lock, trial after trial', async () => {
    const trials = 25;
    const contenders = 5;
    const dead = deadPid();
    const dirs = Array.from({ length: trials }, (_, i) => staleDir(`race-${i}`, JSON.stringify({ pid: dead, start: '1' })));
    // Start instants far enough ahead for every contender to have loaded.
    const t0 = Date.now() + 6000;
    const running = Array.from({ length: contenders }, () => contender(dirs, t0, 60));
    const outputs = await Promise.all(running.map((c) => c.done));
    await Promise.all(running.map((c) => c.release()));
    const winners = dirs.map((_, i) => outputs.filter((o) => o.split('\n').includes(`WON ${i}`)).length);
    expect(outputs.join('')).not.toMatch(/keeps changing|Could not take/);
    expect(winners).toEqual(dirs.map(() => 1));
  }, 60_000);

  it('takes over a lock left by a dead process and releases only its own', () => {
    const dir = staleDir('dead', String(deadPid()));
    const unlock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, 'nms-tools.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dir)).toThrow(/is in use by another NMS Tools process/);
    unlock();
    lockDataDir(dir)();
  });

  it('says a lock whose pid now belongs to an unrelated live process is stale, and how to clear it', () => {
    const sleeper = spawn('sleep', ['30']);
    try {
      for (const content of [String(sleeper.pid), JSON.stringify({ pid: sleeper.pid, start: '1' })]) {
        const dir = staleDir('unrelated', content);
        const file = join(dir, 'nms-tools.lock');
        expect(() => lockDataDir(dir)).toThrow(`The lock file ${file} is stale`);
        expect(() => lockDataDir(dir)).toThrow(`delete ${file} and start again`);
        expect(readFileSync(file, 'utf8')).toBe(content);
      }
    } finally {
      sleeper.kill('SIGKILL');
    }
  });
});
