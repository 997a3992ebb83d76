import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { killServers, serviceToken, startServerProcess } from './server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'nms-shutdown-'));

describe('SIGTERM with a live stream open (issue 30 item 13)', () => {
  afterEach(killServers);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('ends the stream at once, so the tab says Reconnecting, and exits cleanly', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, FLEET_SIZE: '50', SIMULATOR_LIVE: 'off' }, 180_000);
    const token = await serviceToken(server.url);
    const res = await fetch(`${server.url}/api/v1.0/live/stream`, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ views: [{ kind: 'alerts', id: 'v1' }] }),
    });
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: hello')) text += (await reader.read()).value ?? '';
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // Before: the HTTP server waited for the stream, which only ended at the 15 s forced exit.
    for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) break;
    const ended = Date.now() - signalled;
    const code = await server.exited;
    process.stdout.write(`stream ended ${ended} ms, process exited ${Date.now() - signalled} ms after SIGTERM (code ${code})\n`);
    expect(code).toBe(0);
    expect(ended).toBeLessThan(10_000);
  }, 240_000);
});
