import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';

/** Where the web's typed client reads the API's types from (committed, so the web builds without the API). */
export const CLIENT_TYPES_PATH = fileURLToPath(new URL('../../../web/src/lib/api/schema.d.ts', import.meta.url));

const HEADER =
  '/**\n * Generated from /api/v1.0/openapi.json by `npm run gen:api`; do not edit.\n * An API test fails when this file no longer matches the live document.\n */\n\n';

/**
 * The live OpenAPI document, from an app built in-process over an empty in-memory database: the
 * document depends on the routes and their schemas only, so no data, simulator or port is needed.
 */
export async function liveOpenapiDocument(): Promise<object> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database.db);
    const app = await buildApp({ config: loadConfig({ SIMULATOR: 'off', PORT: '8080', API_RATE_LIMIT_PER_MINUTE: '0' }), database });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1.0/openapi.json' });
      if (res.statusCode !== 200) throw new Error(`openapi.json answered ${res.statusCode}`);
      return res.json<object>();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** The TypeScript types (paths, operations, components) of an OpenAPI document. */
export async function clientTypesOf(document: object): Promise<string> {
  // structuredClone: openapi-typescript annotates the object it is given.
  const ast = await openapiTS(structuredClone(document) as Parameters<typeof openapiTS>[0], { silent: true });
  return HEADER + astToString(ast);
}
