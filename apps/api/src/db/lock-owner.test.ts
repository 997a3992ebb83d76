import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ownerOf, processStart } from './lock-owner';

const mine = JSON.stringify({ pid: process.pid, start: processStart(process.pid) });
const deadPid = () => Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());

describe('ownerOf', () => {
  it('reads this process start time from /proc', () => {
    expect(processStart(process.pid)).toMatch(/^\d+$/);
  });

  it('calls a torn, empty or dead-pid lock dead, and our pid in a lock we did not write too', () => {
    for (const text of ['', '{"pid":', 'x', String(deadPid()), JSON.stringify({ pid: process.pid, start: '1' })]) {
      expect(ownerOf(text, mine)).toEqual({ state: 'dead' });
    }
  });

  it('calls our own lock running, and a live process with the recorded start time running', () => {
    expect(ownerOf(mine, mine)).toEqual({ state: 'running', pid: process.pid });
    const other = JSON.stringify({ pid: process.ppid, start: processStart(process.ppid) });
    expect(ownerOf(other, mine)).toEqual({ state: 'running', pid: process.ppid });
  });

  it('tells a pid reused by an unrelated program from the process that wrote the lock', () => {
    const sleeper = spawn('sleep', ['30']);
    try {
      const pid = sleeper.pid!;
      expect(ownerOf(JSON.stringify({ pid, start: '1' }), mine)).toMatchObject({ state: 'unrelated', pid, command: 'sleep 30' });
      // Older locks hold a bare pid: only a Node process can have written one.
      expect(ownerOf(String(pid), mine)).toMatchObject({ state: 'unrelated', pid });
    } finally {
      sleeper.kill('SIGKILL');
    }
  });
});
