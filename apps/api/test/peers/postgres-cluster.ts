import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries Debian installed (/usr/lib/postgresql/<major>/bin), if any. */
function serverBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  return majors.map((v) => join(root, v, 'bin')).find((bin) => ['initdb', 'pg_ctl', 'pg_basebackup'].every((t) => existsSync(join(bin, t))));
}

const BIN = serverBin();
const asRoot = userInfo().uid === 0;

/** Why clusters cannot be started here (the test says so when it skips), or undefined when they can. */
export async function clusterUnsupported(): Promise<string | undefined> {
  if (!BIN) return 'no PostgreSQL server binaries in /usr/lib/postgresql/*/bin (apt-get install postgresql)';
  if (!asRoot) return undefined;
  try {
    await run('id', ['postgres']);
    await run('runuser', ['-u', 'postgres', '--', 'true']);
    return undefined;
  } catch {
    return 'running as root without a postgres user to run the server as (runuser -u postgres)';
  }
}

/** PostgreSQL refuses to run as root: as root the tools run as the postgres user, else as whoever runs the test. */
async function tool(name: string, args: string[]): Promise<string> {
  const path = join(BIN!, name);
  const { stdout } = asRoot ? await run('runuser', ['-u', 'postgres', '--', path, ...args]) : await run(path, args);
  return stdout;
}

export async function freeTcpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface Cluster {
  port: number;
  url(database?: string): string;
  /** One statement on a connection of its own (superuser postgres). */
  query<R extends object = Record<string, unknown>>(text: string, database?: string): Promise<R[]>;
  start(): Promise<void>;
  /** A fast shutdown (clients cut off), waited for. */
  stop(): Promise<void>;
}

/** A cluster directory under `base` run on its own port and socket directory, small and unsynced (a test's). */
function cluster(base: string, name: string, port: number): Cluster {
  const dir = join(base, name);
  const options = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c shared_buffers=16MB -c max_connections=40 -c fsync=off`;
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async query<R extends object>(text: string, database?: string) {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      try {
        return (await client.query(text)).rows as R[];
      } finally {
        await client.end();
      }
    },
    start: async () => void (await tool('pg_ctl', ['start', '-w', '-t', '60', '-D', dir, '-l', join(base, `${name}.log`), '-o', options])),
    stop: async () => void (await tool('pg_ctl', ['stop', '-w', '-t', '60', '-m', 'fast', '-D', dir])),
  };
}

export interface PrimaryWithReplica {
  primary: Cluster;
  replica: Cluster;
  /** Stops both and removes their files. */
  dispose(): Promise<void>;
}

/**
 * A primary of our own (initdb, trust on 127.0.0.1, replication allowed by initdb's defaults) and
 * a streaming hot standby of it made by `pg_basebackup -R`, each on a free port: the test owns
 * both and never touches the machine's clusters or their configuration.
 */
export async function startPrimaryWithReplica(): Promise<PrimaryWithReplica> {
  const base = mkdtempSync(join(tmpdir(), 'nms-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(base, Number(stdout.trim()), Number(gid.trim()));
  }
  const primary = cluster(base, 'primary', await freeTcpPort());
  const replica = cluster(base, 'replica', await freeTcpPort());
  const stopQuietly = (c: Cluster) => c.stop().catch(() => {});
  try {
    await tool('initdb', ['-D', join(base, 'primary'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    await primary.start();
    await tool('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      join(base, 'replica'),
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    await replica.start();
  } catch (err) {
    await stopQuietly(replica);
    await stopQuietly(primary);
    rmSync(base, { recursive: true, force: true });
    throw err;
  }
  return {
    primary,
    replica,
    dispose: async () => {
      await stopQuietly(replica);
      await stopQuietly(primary);
      rmSync(base, { recursive: true, force: true });
    },
  };
}
