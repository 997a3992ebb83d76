import { createConnection } from 'node:net';

/** One server line of HAProxy's `show stat` (the columns the balancer tests read). */
export interface ServerStat {
  name: string;
  /** 'UP', 'UP 1/3' (up, failing checks), 'DOWN', 'DOWN 1/2' (down, passing checks), 'MAINT'... */
  status: string;
  /** Requests retried (wretr) and redispatched to another server (wredis). */
  retries: number;
  redispatches: number;
  /** Sessions open to it now. */
  current: number;
  /** The last check's result and duration, e.g. 'L7OK' 3 ms, 'L7TOUT' 2001 ms. */
  check: string;
  checkMs: number;
}

/** The global line that opens the stats socket at `path` (the tests' config adds it; the deploy file has none). */
export const statsSocketLine = (path: string) => `    stats socket ${path} mode 600 level admin`;

/** Adds the stats socket to the `global` section of an HAProxy config. */
export function withStatsSocket(config: string, path: string): string {
  if (!/^global$/m.test(config)) throw new Error('the HAProxy config has no global section');
  return config.replace(/^global$/m, `global\n${statsSocketLine(path)}`);
}

/** Sends one command to HAProxy's stats socket and answers what it printed. */
export function statsCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const conn = createConnection(socket, () => conn.end(`${command}\n`));
    conn.on('data', (d) => (out += d.toString()));
    conn.on('end', () => resolve(out));
    conn.on('error', reject);
  });
}

/** The servers of `backend` as `show stat` reports them now. */
export async function serverStats(socket: string, backend: string): Promise<ServerStat[]> {
  const [header, ...rows] = (await statsCommand(socket, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  return rows
    .map((line) => line.split(','))
    .filter((row) => at(row, 'pxname') === backend && !['FRONTEND', 'BACKEND'].includes(at(row, 'svname')))
    .map((row) => ({
      name: at(row, 'svname'),
      status: at(row, 'status'),
      retries: Number(at(row, 'wretr')),
      redispatches: Number(at(row, 'wredis')),
      current: Number(at(row, 'scur')),
      check: at(row, 'check_status'),
      checkMs: Number(at(row, 'check_duration')),
    }));
}
