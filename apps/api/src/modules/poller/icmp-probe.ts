import { isIPv4 } from 'node:net';
import { runCommand } from '../../lib/run-command';

export interface ProbeResult {
  alive: boolean;
  /** Round-trip time of the answer in ms; null when nothing answered. */
  rttMs: number | null;
}

export interface PingManyOptions {
  /** How long one probe waits for its answer. */
  timeoutMs: number;
  /** Probes sent again to a silent address before it counts as dead. */
  retries: number;
  fpingBin?: string;
  /** Used per address when fping is not installed. */
  pingBin?: string;
  /** Addresses per fping run: keeps the argument list well under the kernel's limit. */
  chunkSize?: number;
  /** Parallel `ping` processes in the fallback. */
  fallbackConcurrency?: number;
}

/** Addresses per fping run (about 16 kB of arguments). */
export const FPING_CHUNK = 1000;

/**
 * Reads `fping -q -C 1` output: one line per address, `ip : 0.044` when it answered, `ip : -`
 * when not. Lines about ICMP errors ("ICMP Host Unreachable from ...") are not of that form and
 * are skipped; an address fping never mentions stays absent (the caller counts it dead).
 */
export function parseFpingOutput(text: string): Map<string, ProbeResult> {
  const out = new Map<string, ProbeResult>();
  for (const line of text.split('\n')) {
    const m = /^(\d{1,3}(?:\.\d{1,3}){3})\s+:\s+(.*)$/.exec(line.trim());
    if (!m) continue;
    const rtts = m[2]!
      .trim()
      .split(/\s+/)
      .map(Number)
      .filter((n) => Number.isFinite(n));
    out.set(m[1]!, rtts.length ? { alive: true, rttMs: Math.min(...rtts) } : { alive: false, rttMs: null });
  }
  return out;
}

const DEAD: ProbeResult = { alive: false, rttMs: null };

async function fpingChunk(bin: string, ips: string[], opts: PingManyOptions): Promise<Map<string, ProbeResult> | 'missing'> {
  const t = Math.max(50, Math.round(opts.timeoutMs));
  const r = Math.max(0, Math.round(opts.retries));
  // -i 1: 1 ms between probes, so 1,000 addresses go out in a second (10 ms default = 10 s).
  const args = ['-q', '-C', '1', '-t', String(t), '-r', String(r), '-i', '1', ...ips];
  // fping backs off 1.5x per retry; allow for all of it plus the send time, then some.
  const budget = ips.length * 2 + t * 1.5 ** (r + 1) * 2 + 10_000;
  const res = await runCommand(bin, args, budget, 8 << 20);
  if (res.missing) return 'missing';
  // Exit 0: all answered; 1: some did not (still a full report); 2+: fping's own error.
  if (res.code !== 0 && res.code !== 1) {
    throw new Error(`fping failed (exit ${res.code ?? 'timeout'}): ${(res.stderr || res.stdout).trim().split('\n')[0] ?? ''}`);
  }
  // -C writes its per-address report to stderr.
  return parseFpingOutput(`${res.stderr}\n${res.stdout}`);
}

async function pingOne(bin: string, ip: string, opts: PingManyOptions): Promise<ProbeResult | 'missing'> {
  const waitS = Math.max(1, Math.ceil(opts.timeoutMs / 1000));
  const count = Math.max(1, Math.round(opts.retries) + 1);
  // -A: the next probe goes as soon as an answer arrives, so an alive host costs one round trip.
  const res = await runCommand(bin, ['-n', '-q', '-A', '-c', String(count), '-W', String(waitS), ip], (count * waitS + 5) * 1000, 8 << 20);
  if (res.missing) return 'missing';
  const m = /rtt [^=]*= ([\d.]+)\//.exec(res.stdout);
  if (res.code === 0 && m) return { alive: true, rttMs: Number(m[1]) };
  return DEAD;
}

async function pingFallback(ips: string[], opts: PingManyOptions): Promise<Map<string, ProbeResult>> {
  const bin = opts.pingBin ?? 'ping';
  const out = new Map<string, ProbeResult>();
  let next = 0;
  let missing = false;
  const worker = async () => {
    while (next < ips.length && !missing) {
      const ip = ips[next++]!;
      const r = await pingOne(bin, ip, opts);
      if (r === 'missing') missing = true;
      else out.set(ip, r);
    }
  };
  await Promise.all(Array.from({ length: Math.min(ips.length, opts.fallbackConcurrency ?? 32) }, worker));
  if (missing) throw new Error(`neither fping nor ${bin} is installed (install fping or iputils-ping)`);
  return out;
}

/**
 * Pings every address once (with retries) and tells which answered. One fping process per
 * chunk of addresses, not one process per address; the system `ping`, a few at a time, when
 * fping is not installed. Invalid addresses come back dead rather than failing the batch.
 */
export async function pingMany(ips: string[], opts: PingManyOptions): Promise<Map<string, ProbeResult>> {
  const valid = [...new Set(ips.filter((ip) => isIPv4(ip) && ip !== '0.0.0.0'))];
  const result = new Map<string, ProbeResult>();
  const chunk = Math.max(1, opts.chunkSize ?? FPING_CHUNK);
  let fellBack = false;
  for (let i = 0; i < valid.length; i += chunk) {
    const part = valid.slice(i, i + chunk);
    const got = fellBack ? 'missing' : await fpingChunk(opts.fpingBin ?? 'fping', part, opts);
    if (got === 'missing') {
      fellBack = true;
      for (const [ip, r] of await pingFallback(part, opts)) result.set(ip, r);
    } else {
      for (const [ip, r] of got) result.set(ip, r);
    }
  }
  for (const ip of ips) if (!result.has(ip)) result.set(ip, DEAD);
  return result;
}
