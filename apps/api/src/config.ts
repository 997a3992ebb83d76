import { resolve } from 'node:path';

/** Everything the server reads from its environment, in one place (documented in README). */
export interface Config {
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  oidc: {
    /** Undefined means the embedded provider at {publicUrl}/oidc. */
    externalIssuer: string | undefined;
    issuer: string;
    clientId: string;
    audience: string[];
    serviceClientId: string;
    serviceClientSecret: string;
  };
  adminGroup: string;
  simulator: { enabled: boolean; live: boolean; fleetSize: number; seed: number; tickMs: number };
  logLevel: string;
}

const bool = (v: string | undefined, dflt: boolean): boolean =>
  v === undefined || v === '' ? dflt : !['0', 'false', 'off', 'no'].includes(v.toLowerCase());

const int = (name: string, v: string | undefined, dflt: number): number => {
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got '${v}'`);
  return n;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int('PORT', env.PORT, 8080);
  const host = env.HOST || '127.0.0.1';
  const publicUrl = (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/$/, '');
  const externalIssuer = env.OIDC_ISSUER || undefined;
  const clientId = env.OIDC_CLIENT_ID || 'nmstools-web';
  const serviceClientId = env.SERVICE_CLIENT_ID || 'nmstools-service';
  return {
    host,
    port,
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || './data'),
    oidc: {
      externalIssuer,
      issuer: externalIssuer ?? `${publicUrl}/oidc`,
      clientId,
      // ID tokens carry the web client id as audience; service-account access tokens carry the API's.
      audience: (env.OIDC_AUDIENCE || `${clientId},nmstools-api`).split(',').map((s) => s.trim()).filter(Boolean),
      serviceClientId,
      serviceClientSecret: env.SERVICE_CLIENT_SECRET || 'nmstools-service-secret',
    },
    adminGroup: env.ADMIN_GROUP || 'nmstools_admin',
    simulator: {
      enabled: bool(env.SIMULATOR, true),
      live: bool(env.SIMULATOR_LIVE, true),
      fleetSize: int('FLEET_SIZE', env.FLEET_SIZE, 5000),
      seed: int('SIMULATOR_SEED', env.SIMULATOR_SEED, 42),
      tickMs: int('SIMULATOR_TICK_MS', env.SIMULATOR_TICK_MS, 5000),
    },
    logLevel: env.LOG_LEVEL || 'info',
  };
}
