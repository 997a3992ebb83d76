import { connect } from 'node:net';

/**
 * Sends a request's headers, then its body one byte every 100 ms (a 1,000-byte body would take
 * 100 s), and resolves with what the server answered and when. With `abortAfterMs` the client
 * hangs up mid-body instead.
 */
export function trickle(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  abortAfterMs?: number,
): Promise<{ response: string; ms: number }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let response = '';
    const socket = connect(Number(url.port), url.hostname, () => {
      const head = Object.entries({ host: url.host, ...headers, 'content-length': '1000' })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
      const drip = setInterval(() => socket.writable && socket.write('a'), 100);
      socket.on('close', () => clearInterval(drip));
      if (abortAfterMs !== undefined) setTimeout(() => socket.destroy(), abortAfterMs);
    });
    socket.on('data', (d) => (response += d));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ response, ms: Date.now() - started }));
    setTimeout(() => reject(new Error(`no answer within 30 s: ${response}`)), 30_000).unref();
  });
}
