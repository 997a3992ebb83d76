import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseFpingOutput, pingMany } from './icmp-probe';

const dir = mkdtempSync(join(tmpdir(), 'icmp-probe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The dead path with a real fping, loopback-only: fping runs in a private network namespace
 * (unshare -rn) where 198.51.100.0/24 (TEST-NET-2) is routed into `lo`; the kernel drops those
 * probes without an answer and nothing leaves the machine. Skipped where user namespaces are off.
 */
function namespacedFping(): string | undefined {
  const script = join(dir, 'fping-netns.sh');
  writeFileSync(
    script,
    `#!/bin/sh\nexec unshare -rn sh -c 'ip link set lo up && ip route add 198.51.100.0/24 dev lo && exec fping "$@"' fping "$@"\n`,
  );
  chmodSync(script, 0o755);
  try {
    execFileSync(script, ['-q', '-C', '1', '-t', '100', '-r', '0', '127.0.0.1'], { stdio: 'pipe' });
    return script;
  } catch {
    return undefined;
  }
}
const nsFping = namespacedFping();

describe('parseFpingOutput', () => {
  it('reads answered, silent and error lines of a recorded fping -C run', () => {
    const text = [
      '127.0.0.1    : 0.242',
      '10.1.2.3     : 0.51 0.48',
      'ICMP Host Unreachable from 10.0.0.1 for ICMP Echo sent to 10.9.9.9',
      '198.51.100.2 : -',
      '',
    ].join('\n');
    const m = parseFpingOutput(text);
    expect(m.get('127.0.0.1')).toEqual({ alive: true, rttMs: 0.242 });
    expect(m.get('10.1.2.3')).toEqual({ alive: true, rttMs: 0.48 });
    expect(m.get('198.51.100.2')).toEqual({ alive: false, rttMs: null });
    expect(m.has('10.9.9.9')).toBe(false);
  });
});

describe('pingMany (real fping)', () => {
  it('finds 127.0.0.1 alive with its RTT; an invalid address comes back dead', async () => {
    const r = await pingMany(['127.0.0.1', '127.0.0.1', 'not-an-ip'], { timeoutMs: 500, retries: 1 });
    expect(r.get('127.0.0.1')?.alive).toBe(true);
    expect(r.get('127.0.0.1')?.rttMs).toBeGreaterThanOrEqual(0);
    expect(r.get('not-an-ip')).toEqual({ alive: false, rttMs: null });
  });

  it('splits a batch into several fping runs', async () => {
    const ips = ['127.0.0.1', '127.0.0.2', '127.0.0.3'];
    const r = await pingMany(ips, { timeoutMs: 500, retries: 0, chunkSize: 2 });
    expect(ips.map((ip) => r.get(ip)?.alive)).toEqual([true, true, true]);
  });

  it.skipIf(!nsFping)('counts a silent address dead, beside a live one, in one run', async () => {
    const r = await pingMany(['127.0.0.1', '198.51.100.2'], { timeoutMs: 200, retries: 1, fpingBin: nsFping });
    expect(r.get('127.0.0.1')?.alive).toBe(true);
    expect(r.get('198.51.100.2')).toEqual({ alive: false, rttMs: null });
  });

  it('falls back to the system ping when fping is not installed', async () => {
    const r = await pingMany(['127.0.0.1'], { timeoutMs: 1000, retries: 0, fpingBin: join(dir, 'no-such-fping') });
    expect(r.get('127.0.0.1')?.alive).toBe(true);
    expect(r.get('127.0.0.1')?.rttMs).toBeGreaterThanOrEqual(0);
  });

  it('says so when neither fping nor ping is installed', async () => {
    await expect(pingMany(['127.0.0.1'], { timeoutMs: 500, retries: 0, fpingBin: join(dir, 'nope1'), pingBin: join(dir, 'nope2') })).rejects.toThrow(
      /neither fping nor/,
    );
  });
});
