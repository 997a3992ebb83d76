import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Config } from '../../config';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface StartupServer {
  server: Server;
  /** What /readyz reports while loading ('opening the database', 'loading the fleet', ...). */
  setPhase(phase: string): void;
  /** Hands every later request to the app (Fastify's handler); the port never closes between. */
  attach(handler: Handler): void;
}

/**
 * Binds the HTTP port before the database opens: a first start can spend minutes loading a
 * fleet, and a port clash must stop it at once rather than after the load. Meanwhile /healthz
 * answers, /readyz says 503 'loading', and everything else 503 with Retry-After.
 */
export async function listenEarly(config: Config, maxHeaderSize: number): Promise<StartupServer> {
  const requestTimeout = config.http?.requestTimeoutMs ?? 30_000;
  const server = createServer({
    maxHeaderSize,
    requestTimeout,
    headersTimeout: requestTimeout === 0 ? 60_000 : Math.min(60_000, requestTimeout),
    // Node checks those two only this often (default 30 s): a bound of seconds needs finer checks.
    connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(requestTimeout / 4) || 1000)),
  });
  // Fastify's default (longer than a load balancer's 60 s idle timeout), kept now that we build the server.
  server.keepAliveTimeout = 72_000;
  let phase = 'starting';
  const loading: Handler = (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const json = (status: number, body: object, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
    };
    if (path === '/healthz') return json(200, { status: 'ok' });
    if (path === '/readyz') return json(503, { status: 'loading', phase });
    json(503, { statusCode: 503, error: 'Service Unavailable', message: `NMS Tools is starting (${phase}); retry shortly.` }, { 'retry-after': '5' });
  };
  server.on('request', loading);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE')
        reject(new Error(`port ${config.port} on ${config.host} is already in use by another process; stop it or set PORT to a free port`));
      else reject(err);
    });
    server.listen(config.port, config.host, () => resolve());
  });
  return {
    server,
    setPhase: (p) => (phase = p),
    attach(handler) {
      server.removeListener('request', loading);
      server.on('request', handler);
    },
  };
}
