import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { createTestDatabase, isPostgresReachable, type TestDatabase } from './test-databases';
import { authHeader, mintToken } from './tokens';

/** A TCP hop between the API and PostgreSQL that the test can cut and restore. */
class Cable {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  constructor(private readonly target: { host: string; port: number }) {}

  async plug(port = 0): Promise<number> {
    this.server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => this.server!.listen(port, '127.0.0.1', r));
    return (this.server!.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((r) => this.server?.close(r));
  }
}

const pgUp = await isPostgresReachable();

describe.skipIf(!pgUp)('PostgreSQL outage', () => {
  let target: TestDatabase;
  let database: Database;
  let cable: Cable;
  let port: number;

  beforeAll(async () => {
    target = await createTestDatabase('postgres');
    const url = new URL(target.url!);
    cable = new Cable({ host: url.hostname, port: Number(url.port || 5432) });
    port = await cable.plug();
    url.port = String(port);
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  });
  afterAll(async () => {
    await cable.cut().catch(() => {});
    await database?.close().catch(() => {});
    await target?.close();
  });

  it('answers 503 while the database is unreachable and recovers by itself', async () => {
    const app = await buildApp({ config: loadConfig({ SIMULATOR: 'off' }), database });
    const headers = authHeader(await mintToken(app, { sub: 'op', groups: ['nmstools_operator'] }));
    const list = () => app.inject({ url: '/api/v1.0/es/devices/all?limit=1', headers });

    expect((await list()).statusCode).toBe(200);
    await cable.cut();
    const down = await list();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    expect(down.json().message).toMatch(/database is unreachable/);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);

    await cable.plug(port);
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await list()).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    await app.close();
  });
});
