import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './test-databases';
import { authHeader, mintToken } from './tokens';

export interface Harness {
  app: FastifyInstance;
  database: TestDatabase;
  /** Authorization headers of a signed-in viewer, operator, engineer and admin (docs/security.md roles). */
  viewer: Record<string, string>;
  operator: Record<string, string>;
  engineer: Record<string, string>;
  admin: Record<string, string>;
  close(): Promise<void>;
}

/** A full app (embedded sign-in, no simulator) over a fresh database of the given engine. */
export async function startHarness(engine: 'pglite' | 'postgres'): Promise<Harness> {
  const database = await createTestDatabase(engine);
  const config = loadConfig({ SIMULATOR: 'off', PORT: '8080', API_RATE_LIMIT_PER_MINUTE: '0' });
  const app = await buildApp({ config, database });
  await app.ready();
  const operator = authHeader(
    await mintToken(app, { sub: 'operator', nickname: 'operator', name: 'Olivia Operator', groups: ['nmstools_operator'] }),
  );
  const viewer = authHeader(await mintToken(app, { sub: 'viewer', nickname: 'viewer', name: 'Vera Viewer', groups: ['nmstools_viewer'] }));
  const engineer = authHeader(
    await mintToken(app, { sub: 'engineer', nickname: 'engineer', name: 'Erin Engineer', groups: ['nmstools_engineer', 'nmstools_operator'] }),
  );
  const admin = authHeader(
    await mintToken(app, { sub: 'admin', nickname: 'admin', name: 'Adam Admin', groups: ['nmstools_admin', 'nmstools_operator'] }),
  );
  return {
    app,
    database,
    viewer,
    operator,
    engineer,
    admin,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
