import type { FastifyBaseLogger } from 'fastify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { webhookNotifier } from './team-notifier';

function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (_obj: unknown, msg: string) => void lines.push({ level, msg });
  return { lines, log: { info: at('info'), warn: at('warn') } as unknown as FastifyBaseLogger };
}
const notice = {
  action: 'rebootCisco',
  label: 'Reboot Cisco Switch',
  device_name: 'csw-1',
  user: 'operator',
  at: new Date().toISOString(),
  outcome: 'success' as const,
  message: 'reload executed',
};

async function server(handler: Parameters<typeof createServer>[1]) {
  const s = createServer(handler);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}/`, close: () => new Promise<void>((r) => s.close(() => r())) };
}

describe('webhookNotifier', () => {
  it('only logs when no webhook is configured', async () => {
    const { lines, log } = recordingLog();
    await webhookNotifier(undefined, log).notify(notice);
    expect(lines).toEqual([{ level: 'info', msg: expect.stringContaining('NMS_TEAM_WEBHOOK_URL unset') }]);
  });

  it('logs, never throws, when nothing listens', async () => {
    const s = await server((_q, r) => r.end());
    await s.close();
    const { lines, log } = recordingLog();
    await expect(webhookNotifier(s.url, log).notify(notice)).resolves.toBeUndefined();
    expect(lines[0]).toMatchObject({ level: 'warn', msg: expect.stringContaining('unreachable') });
  });

  it('logs a refusal (HTTP 500) and gives up after the timeout on a hanging endpoint', async () => {
    const refusing = await server((_q, r) => r.writeHead(500).end());
    const { lines, log } = recordingLog();
    await webhookNotifier(refusing.url, log).notify(notice);
    expect(lines[0]).toMatchObject({ level: 'warn', msg: expect.stringContaining('refused') });
    await refusing.close();

    const hanging = await server(() => undefined);
    const started = Date.now();
    await webhookNotifier(hanging.url, log, 200).notify(notice);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(lines[1]).toMatchObject({ level: 'warn', msg: expect.stringContaining('unreachable') });
    hanging.close();
  });
});
