import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICES, WEBHOOK_SECRET, ipOf, q, startAlertsHarness, type AlertsHarness } from './ingest-alerts-fixture';
import { startAlertmanager, type Alertmanager, type PostedAlert } from './peers/alertmanager';
import { testEngines } from './test-databases';

type Row = Record<string, unknown>;

/** Polls until `check` passes: Alertmanager delivers on its own schedule (group_wait 1 s). No timing is asserted. */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (check(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.each(await testEngines())('a real Alertmanager delivering to the webhook on %s', (engine) => {
  let h: AlertsHarness;
  let am: Alertmanager;
  const device = DEVICES[1];
  const alert = (endsAt?: string): PostedAlert => ({
    labels: { alertname: 'NodeExporterDown', instance: `${ipOf(1)}:9100`, job: 'node', severity: 'critical' },
    annotations: { summary: 'node exporter down', description: 'no scrape for 1m' },
    startsAt: new Date(Date.now() - 5_000).toISOString(),
    ...(endsAt && { endsAt }),
  });
  const alertsOf = async (path: 'alerts' | 'historical-alerts') =>
    (await h.get(`/api/v1.0/es/${path}?${q(`elementName:${device} AND eventName:NodeExporterDown AND active:${path === 'alerts'}`)}`)).data;

  beforeAll(async () => {
    h = await startAlertsHarness(engine);
    // A real listening API: Alertmanager speaks HTTP to it like it would in production.
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    am = await startAlertmanager({ webhookUrl: `${address}/api/v1.0/ingest/alertmanager`, bearer: WEBHOOK_SECRET });
  }, 120_000);
  afterAll(async () => {
    await am?.dispose();
    await h?.close();
  });

  it('delivers a firing alert given to its API: it appears in /es/alerts on the device at its management IP', async () => {
    await am.postAlerts([alert()]);
    const rows = await eventually(
      () => alertsOf('alerts'),
      (r) => r.length > 0,
    );
    expect(rows, am.output()).toHaveLength(1);
    expect(rows[0]).toMatchObject({ severity: 1, source: 'ALERTMANAGER', active: true, eventText: 'node exporter down: no scrape for 1m' });
    expect(String(rows[0].instanceName)).toMatch(new RegExp(`^${device}/[0-9a-f]{16}$`));
    const [d] = (await h.get(`/api/v1.0/es/devices/all?${q(`name:${device}`)}`)).data;
    expect(d.state).toBe(1);
  }, 90_000);

  it('clears it when resolved: it leaves /es/alerts for the archive', async () => {
    await am.postAlerts([alert(new Date().toISOString())]);
    const remaining = await eventually(
      () => alertsOf('alerts'),
      (r) => r.length === 0,
    );
    expect(remaining, am.output()).toEqual([]);
    const archived: Row[] = await alertsOf('historical-alerts');
    expect(archived).toMatchObject([{ state: 'CLEARED', active: false, source: 'ALERTMANAGER' }]);
    const [d] = (await h.get(`/api/v1.0/es/devices/all?${q(`name:${device}`)}`)).data;
    expect(d.state).toBe(5);
  }, 90_000);
});
