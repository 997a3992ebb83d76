import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: /proc reports CPU time in 1/100 s on Linux. */
const HZ = 100;
const PAGE_KB = 4;

interface ProcStat {
  cpu: number;
  rssKb: number;
}

function procStat(pid: number): ProcStat | undefined {
  try {
    // Fields after "(comm) ": state is [0], utime [11], stime [12], rss (pages) [21].
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { cpu: (Number(f[11]) + Number(f[12])) / HZ, rssKb: Number(f[21]) * PAGE_KB };
  } catch {
    return undefined; // the process ended between listing and reading
  }
}

/** PostgreSQL's processes (postmaster and backends); with `database`, only backends of that database (plus the postmaster's helpers are left out). */
function postgresPids(database: string | undefined): number[] {
  const pids: number[] = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readFileSync(`/proc/${d}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (database && !readFileSync(`/proc/${d}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      pids.push(Number(d));
    } catch {
      // gone
    }
  }
  return pids;
}

/** Busy and total jiffies of the whole machine, from the first line of /proc/stat. */
function machineJiffies() {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  const idle = f[3] + f[4]; // idle + iowait
  const total = f.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

export interface CpuSample {
  at: number;
  /** Cores' worth of CPU (1.0 = one core busy) over the interval. */
  serverCores: number;
  postgresCores: number;
  /** Share of all cores busy, 0-100. */
  machinePct: number;
  serverRssMb: number;
  postgresRssMb: number;
  load1: number;
}

/**
 * Samples CPU and memory of the server process, the PostgreSQL processes and the machine. A
 * backend that appears between two samples counts its whole CPU time; one that ends loses its last
 * interval (a short connection's share, small next to a pool's long-lived backends).
 */
export class ProcSampler {
  private last = new Map<number, number>();
  private lastMachine = machineJiffies();
  private lastAt = performance.now();
  private lastServer: number;

  constructor(
    private readonly serverPid: number | undefined,
    private readonly pgDatabase: string | undefined,
  ) {
    this.lastServer = serverPid ? (procStat(serverPid)?.cpu ?? 0) : 0;
    for (const pid of postgresPids(pgDatabase)) this.last.set(pid, procStat(pid)?.cpu ?? 0);
  }

  sample(): CpuSample {
    const now = performance.now();
    const seconds = (now - this.lastAt) / 1000;
    const server = this.serverPid ? procStat(this.serverPid) : undefined;
    const serverCpu = server ? server.cpu - this.lastServer : 0;
    this.lastServer = server?.cpu ?? this.lastServer;
    let pgCpu = 0;
    let pgRss = 0;
    const seen = new Map<number, number>();
    for (const pid of postgresPids(this.pgDatabase)) {
      const s = procStat(pid);
      if (!s) continue;
      pgCpu += s.cpu - (this.last.get(pid) ?? 0);
      pgRss += s.rssKb;
      seen.set(pid, s.cpu);
    }
    this.last = seen;
    const m = machineJiffies();
    const machinePct = (100 * (m.busy - this.lastMachine.busy)) / Math.max(1, m.total - this.lastMachine.total);
    this.lastMachine = m;
    this.lastAt = now;
    return {
      at: Date.now(),
      serverCores: serverCpu / seconds,
      postgresCores: pgCpu / seconds,
      machinePct,
      serverRssMb: (server?.rssKb ?? 0) / 1024,
      // Backends share buffers: summed RSS counts shared memory once per backend, an upper bound.
      postgresRssMb: pgRss / 1024,
      load1: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
    };
  }
}
