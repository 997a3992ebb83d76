import { Worker } from 'node:worker_threads';

/**
 * The start-up listener's code, run in a worker thread (plain CommonJS, so it needs no loader).
 * While the main thread opens and migrates the database, loads the fleet and builds the app (long
 * blocks: PGlite runs its statements on the main thread), this thread still answers: /healthz
 * 200, /readyz 503 'loading' with the phase, everything else 503 with Retry-After.
 */
const CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createServer } = require('node:http');
let phase = 'starting';
const server = createServer({ maxHeaderSize: workerData.maxHeaderSize }, (req, res) => {
  const path = (req.url || '/').split('?')[0];
  const json = (status, body, headers) => {
    res.writeHead(status, Object.assign({ 'content-type': 'application/json; charset=utf-8' }, headers));
    res.end(JSON.stringify(body));
  };
  if (path === '/healthz') return json(200, { status: 'ok' });
  if (path === '/readyz') return json(503, { status: 'loading', phase });
  json(503, { statusCode: 503, error: 'Service Unavailable', message: 'NMS Tools is starting (' + phase + '); retry shortly.' }, { 'retry-after': '5' });
});
server.keepAliveTimeout = 1000;
server.on('error', (err) => parentPort.postMessage({ type: 'error', code: err.code, message: err.message }));
server.listen(workerData.port, workerData.host, () => parentPort.postMessage({ type: 'listening' }));
parentPort.on('message', (m) => {
  if (m.type === 'phase') phase = m.phase;
  if (m.type === 'close') {
    server.close(() => parentPort.postMessage({ type: 'closed' }));
    server.closeAllConnections();
  }
});
`;

type Reply = { type: 'listening' | 'closed' } | { type: 'error'; code?: string; message: string };

export interface StartupWorker {
  setPhase(phase: string): void;
  /** Stops listening (the main thread takes the port next) and ends the thread. */
  close(): Promise<void>;
}

function next(worker: Worker, want: 'listening' | 'closed'): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: Reply) => {
      if (m.type === 'error') reject(Object.assign(new Error(m.message), { code: m.code }));
      else if (m.type === want) resolve();
      else return;
      worker.off('message', onMessage);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}

/** Starts the thread and waits until it listens on host:port (rejects with the bind error, e.g. EADDRINUSE). */
export async function startStartupWorker(host: string, port: number, maxHeaderSize: number): Promise<StartupWorker> {
  const worker = new Worker(CODE, { eval: true, workerData: { host, port, maxHeaderSize } });
  try {
    await next(worker, 'listening');
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  return {
    setPhase: (phase) => worker.postMessage({ type: 'phase', phase }),
    async close() {
      const closed = next(worker, 'closed');
      worker.postMessage({ type: 'close' });
      await closed;
      await worker.terminate();
    },
  };
}
