import { request, type ClientRequest, type IncomingMessage } from 'node:http';

/** One event of a live stream, with the time it arrived (performance.now()). */
export interface StreamEvent {
  event: string;
  id?: string;
  data: unknown;
  at: number;
}

export interface OpenStream {
  status: number;
  headers: IncomingMessage['headers'];
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** The next event (after those already taken by next) satisfying `test`; rejects after timeoutMs or when the stream ends. */
  next(test?: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** The answer's body when it was not a stream (a 400, 401, 406). */
  body(): Promise<string>;
  ended: Promise<void>;
  close(): void;
}

/**
 * A live stream client over node:http (no browser): POSTs the views, parses the SSE answer as a
 * browser does (blocks ended by a blank line, comments skipped). For tests and the live bench.
 */
export function openLiveStream(baseUrl: string, token: string, body: unknown, headers: Record<string, string> = {}): Promise<OpenStream> {
  const url = new URL('/api/v1.0/live/stream', baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    });
    req.on('error', reject);
    req.on('response', (res) => resolve(streamOf(req, res)));
    req.end(JSON.stringify(body));
  });
}

function streamOf(req: ClientRequest, res: IncomingMessage): OpenStream {
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  let taken = 0;
  let buffer = '';
  let raw = '';
  let finished = false;
  const wake = () => waiters.splice(0).forEach((w) => w());
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    if (res.statusCode !== 200) return void (raw += chunk);
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const e = parseBlock(block);
      if (e) events.push(e);
    }
    wake();
  });
  const ended = new Promise<void>((resolve) => {
    const done = () => {
      finished = true;
      wake();
      resolve();
    };
    res.on('end', done);
    res.on('close', done);
    res.on('error', done);
  });
  const next = async (test: (e: StreamEvent) => boolean = () => true, timeoutMs = 10_000) => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      while (taken < events.length) {
        const e = events[taken++];
        if (test(e)) return e;
      }
      if (finished) throw new Error(`the stream ended; events: ${JSON.stringify(events.map((x) => x.event))}`);
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`no matching event in ${timeoutMs} ms; events: ${JSON.stringify(events.slice(-5))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return {
    status: res.statusCode ?? 0,
    headers: res.headers,
    events,
    next,
    body: async () => {
      await ended;
      return raw;
    },
    ended,
    close: () => req.destroy(),
  };
}

function parseBlock(block: string): StreamEvent | undefined {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const at = line.indexOf(':');
    const field = at < 0 ? line : line.slice(0, at);
    const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return undefined;
  return { event, id, data: JSON.parse(data.join('\n')), at: performance.now() };
}
