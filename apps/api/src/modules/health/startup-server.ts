import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Config } from '../../config';
import { startStartupWorker } from './startup-worker';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface StartupServer {
  /** The app's server (Fastify's serverFactory answers it); it listens from attach() on. */
  server: Server;
  /** What /readyz reports while loading ('opening the database', 'loading the fleet', ...). */
  setPhase(phase: string): void;
  /** Hands the port to the app: the start-up thread stops listening and the app's server listens. */
  attach(handler: Handler): Promise<void>;
}

/**
 * Binds the HTTP port before the database opens: a first start can spend minutes loading a
 * fleet, and a port clash must stop it at once rather than after the load. Meanwhile /healthz
 * answers, /readyz says 503 'loading', and everything else 503 with Retry-After. That listener
 * runs in a thread of its own (startup-worker.ts): on the main thread it answered /healthz 11-50 s
 * late while a busy start held the event loop (issue 30). The hand-over to the app closes the
 * port for the moment between the thread's close and the app's listen (a message round trip).
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
  const clash = () => new Error(`port ${config.port} on ${config.host} is already in use by another process; stop it or set PORT to a free port`);
  const worker = await startStartupWorker(config.host, config.port, maxHeaderSize).catch((err: NodeJS.ErrnoException) => {
    throw err.code === 'EADDRINUSE' ? clash() : err;
  });
  return {
    server,
    setPhase: (phase) => worker.setPhase(phase),
    async attach(handler) {
      server.on('request', handler);
      await worker.close();
      await new Promise<void>((resolve, reject) => {
        server.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? clash() : err));
        server.listen(config.port, config.host, () => resolve());
      });
    },
  };
}
