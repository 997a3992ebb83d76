import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_DEVICES, startActionsHarness, type ActionsHarness } from './actions-harness';

const PING = '/usr/bin/ping';

describe('ACTION_DRIVER=icmp pings for real', () => {
  let h: ActionsHarness;
  const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: h.operator });

  beforeAll(async () => {
    // Not a skip: a machine without ping cannot prove the real driver, and must say so.
    if (!existsSync(PING)) throw new Error(`${PING} is missing: install iputils-ping (apt-get install -y iputils-ping) to test ACTION_DRIVER=icmp`);
    h = await startActionsHarness('pglite', { ACTION_DRIVER: 'icmp' });
    await h.database.db.insertInto('devices').values(ACTION_DEVICES).execute();
  });
  afterAll(() => h?.close());

  it('pings 127.0.0.1 (the management IP of local-1) with the system ping', async () => {
    const res = await get('/action/device/ping?device_name=local-1&ping_type=lan&num_pings=5');
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json();
    expect(results).toMatchObject({ device_name: 'local-1', ping_type: 'lan', packets_sent: 5, packets_received: 5, packet_loss: 0 });
    expect(results.pings.map((p: { '# Ping': number }) => p['# Ping'])).toEqual([1, 2, 3, 4, 5]);
    // Loopback answers in well under a millisecond; nothing simulated is that fast (>= 10 ms).
    expect(results.rtt_max).toBeLessThan(5);
  });

  it('pings a given IP from the device (pingIp) and answers the same shape', async () => {
    const { results } = (await get('/action/device/pingIp?device_name=local-1&ip=127.0.0.1')).json();
    expect(results).toMatchObject({ ip: '127.0.0.1', ping_type: 'ip', packets_received: 5 });
    expect(results.rtt_avg).toBeLessThan(5);
  });

  it('traces the route with tracepath/traceroute, or says none is installed', async () => {
    const { results } = (await get('/action/device/traceroute?device_name=local-1')).json();
    expect(typeof results).toBe('string');
    if (existsSync('/usr/bin/tracepath') || existsSync('/usr/bin/traceroute') || existsSync('/usr/sbin/traceroute'))
      expect(results).toContain('127.0.0.1');
    else expect(results).toContain('traceroute not installed');
  });

  it('falls back to the simulated driver for vendor calls', async () => {
    const { results } = (await get('/action/device/pingOrCurrentStatusFortiManager?device_name=local-1')).json();
    expect(results.status).toMatchObject({ hostname: 'local-1', memoryTotal: 2 * 1024 ** 3 });
  });
});
