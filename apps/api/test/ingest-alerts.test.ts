import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFeedCounter as feedCounter } from '../src/modules/feed-health';
import { DEVICES, WEBHOOK_SECRET, amAlert, ipOf, q, startAlertsHarness, webhook, type AlertsHarness } from './ingest-alerts-fixture';
import { testEngines } from './test-databases';
import { authHeader, serviceAccountToken } from './tokens';

type Row = Record<string, unknown>;

describe.each(await testEngines())('alerts from other monitors on %s', (engine) => {
  let h: AlertsHarness;
  const post = (url: string, payload: unknown, headers: Record<string, string> = h.secret) =>
    h.app.inject({
      method: 'POST',
      url: `/api/v1.0/ingest/${url}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const active = async (device: string) => (await h.get(`/api/v1.0/es/alerts?${q(`elementName:${device} AND active:true`)}&sort=eventName`)).data;
  const archived = async (device: string) => (await h.get(`/api/v1.0/es/historical-alerts?${q(`elementName:${device} AND active:false`)}`)).data;
  const state = async (device: string) => (await h.get(`/api/v1.0/es/devices/all?${q(`name:${device}`)}`)).data[0]?.state;

  beforeAll(async () => {
    h = await startAlertsHarness(engine);
  }, 120_000);
  afterAll(() => h?.close());

  describe('Alertmanager webhook', () => {
    const dev = DEVICES[0];

    it('raises a firing alert on the device named by its device label, with the device state following', async () => {
      const res = await post('alertmanager', webhook([amAlert({ alertname: 'HighCpu', device: dev, severity: 'critical' }, 'aaaa000000000001')]));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ raised: 1, notified: 0, cleared: 0, unchanged: 0, unknownDevice: [] });
      const [a, ...rest] = await active(dev);
      expect(rest).toEqual([]);
      expect(a).toMatchObject({
        elementName: dev,
        eventName: 'HighCpu',
        severity: 1,
        source: 'ALERTMANAGER',
        active: true,
        count: 1,
        nmd: 'AMCO',
        eventText: `HighCpu on ${dev}: from the test`,
        instanceName: `${dev}/aaaa000000000001`,
      });
      expect(await state(dev)).toBe(1);
    });

    it('re-notifies on a repeated firing, and keeps two fingerprints of one alertname as two alerts', async () => {
      const res = await post(
        'alertmanager',
        webhook([
          amAlert({ alertname: 'HighCpu', device: dev, severity: 'critical' }, 'aaaa000000000001'),
          amAlert({ alertname: 'HighCpu', device: dev, severity: 'warning', core: '7' }, 'aaaa000000000002'),
        ]),
      );
      expect(res.json()).toMatchObject({ raised: 1, notified: 1 });
      const rows = await active(dev);
      expect(rows.map((r: Row) => [r.instanceName, r.severity, r.count])).toEqual(
        expect.arrayContaining([
          [`${dev}/aaaa000000000001`, 1, 2],
          [`${dev}/aaaa000000000002`, 3, 1],
        ]),
      );
      expect(rows).toHaveLength(2);
    });

    it('finds a device by the instance label: host:port against the management IP', async () => {
      const res = await post(
        'alertmanager',
        webhook([amAlert({ alertname: 'NodeDown', instance: `${ipOf(1)}:9100`, severity: 'major' }, 'bbbb000000000001')]),
      );
      expect(res.json()).toMatchObject({ raised: 1, unknownDevice: [] });
      expect((await active(DEVICES[1])).map((r: Row) => [r.eventName, r.severity])).toEqual([['NodeDown', 2]]);
      expect(await state(DEVICES[1])).toBe(2);
    });

    it('clears resolved alerts into the archive; the device state follows', async () => {
      const res = await post(
        'alertmanager',
        webhook(
          [
            amAlert({ alertname: 'HighCpu', device: dev, severity: 'critical' }, 'aaaa000000000001', 'resolved'),
            amAlert({ alertname: 'NeverFired', device: dev }, 'aaaa00000000ffff', 'resolved'),
          ],
          'resolved',
        ),
      );
      expect(res.json()).toEqual({ raised: 0, notified: 0, cleared: 1, unchanged: 1, unknownDevice: [] });
      expect((await active(dev)).map((r: Row) => r.instanceName)).toEqual([`${dev}/aaaa000000000002`]);
      expect(await state(dev)).toBe(3);
      const [old] = await archived(dev);
      expect(old).toMatchObject({ instanceName: `${dev}/aaaa000000000001`, active: false, state: 'CLEARED', source: 'ALERTMANAGER' });
      expect(old.clearedAt).toEqual(expect.any(Number));
    });

    it('answers 200 for unknown devices, names them, counts them, and applies the rest', async () => {
      const before = await feedCounter(h.database.db, 'alertmanager', 'unknown_device');
      const res = await post(
        'alertmanager',
        webhook([
          amAlert({ alertname: 'DiskFull', instance: '192.0.2.77:9100' }, 'cccc000000000001'),
          amAlert({ alertname: 'DiskFull', device: DEVICES[2] }, 'cccc000000000002'),
          amAlert({ alertname: 'NoDevice' }, 'cccc000000000003'),
        ]),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        raised: 1,
        notified: 0,
        cleared: 0,
        unchanged: 0,
        unknownDevice: [
          { index: 0, event: 'DiskFull', device: '192.0.2.77:9100' },
          { index: 2, event: 'NoDevice', device: null },
        ],
      });
      expect(await feedCounter(h.database.db, 'alertmanager', 'unknown_device')).toBe(before + 2);
      expect((await active(DEVICES[2])).map((r: Row) => r.eventName)).toEqual(['DiskFull']);
    });

    it('keeps the alerts of unknown devices in the unassigned list of Admin → Feeds', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/api/v1.0/admin/feeds', headers: h.admin });
      expect(res.statusCode, res.body).toBe(200);
      const unassigned = (res.json() as { unknownSources: Array<Record<string, unknown>> }).unknownSources.filter((u) => u.feed === 'alertmanager');
      expect(unassigned.find((u) => u.address === '192.0.2.77:9100')?.sample).toMatch(/^firing DiskFull \(severity \d\)/);
      expect(unassigned.find((u) => u.address === '(no device label)')?.sample).toMatch(/^firing NoDevice/);
    });

    it.each([
      ['no alerts', { ...webhook([]), alerts: undefined }, 'body/alerts'],
      ['a bad status', webhook([{ ...amAlert({ alertname: 'X', device: dev }, 'f1'), status: 'burning' }]), 'body/alerts/0/status'],
      [
        'a number label',
        webhook([amAlert({ alertname: 'X', device: dev }, 'f1'), { ...amAlert({ alertname: 'X' }, 'f2'), labels: { alertname: 'X', port: 9100 } }]),
        'body/alerts/1/labels/port',
      ],
      ['version 3', { ...webhook([]), version: '3' }, 'body/version'],
      ['no labels', webhook([{ status: 'firing' }]), 'body/alerts/0/labels'],
    ])('refuses %s with 400 naming the field', async (_, payload, field) => {
      const res = await post('alertmanager', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    });

    it('takes a huge alertname without failing (cut to 255 characters)', async () => {
      const res = await post('alertmanager', webhook([amAlert({ alertname: 'Big'.repeat(100_000), device: DEVICES[3] }, 'dddd000000000001')]));
      expect(res.statusCode).toBe(200);
      expect((await active(DEVICES[3])).map((r: Row) => String(r.eventName).length)).toEqual([255]);
    });

    it('refuses a body that is not JSON', async () => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1.0/ingest/alertmanager',
        headers: { ...h.secret, 'content-type': 'application/json' },
        payload: '{"version": "4", ',
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('who may send', () => {
    const payload = webhook([]);
    it('accepts the webhook secret as Bearer or as the Basic password, a service account and an admin', async () => {
      const basic = { authorization: `Basic ${Buffer.from(`alertmanager:${WEBHOOK_SECRET}`).toString('base64')}` };
      const service = authHeader(await serviceAccountToken(h.app));
      for (const headers of [h.secret, basic, service, h.admin]) expect((await post('alertmanager', payload, headers)).statusCode).toBe(200);
      expect((await post('alerts', [], service)).statusCode).toBe(200);
    });

    it('refuses no credentials and a wrong secret (401), and an operator (403)', async () => {
      expect((await post('alertmanager', payload, {})).statusCode).toBe(401);
      expect((await post('alertmanager', payload, { authorization: 'Bearer not-the-secret' })).statusCode).toBe(401);
      expect((await post('alertmanager', payload, { authorization: `Basic ${Buffer.from('am:nope').toString('base64')}` })).statusCode).toBe(401);
      expect((await post('alerts', [], h.operator)).statusCode).toBe(403);
    });
  });

  describe('generic alerts', () => {
    const dev = DEVICES[4];
    const item = (over: Record<string, unknown> = {}) => ({
      device: dev,
      event: 'LinkFlap',
      severity: 2,
      text: 'uplink flapping',
      state: 'open',
      time: new Date().toISOString(),
      ...over,
    });

    it('raises one alert sent as an object, with the source given', async () => {
      const res = await post('alerts', item({ source: 'ZABBIX' }));
      expect(res.json()).toEqual({ raised: 1, notified: 0, cleared: 0, unchanged: 0, errors: [] });
      expect(await active(dev)).toMatchObject([
        { eventName: 'LinkFlap', severity: 2, source: 'ZABBIX', eventText: 'uplink flapping', instanceName: dev },
      ]);
      expect(await state(dev)).toBe(2);
    });

    it('applies an array: open by device IP and epoch time, re-notify, clear, and an unknown device as an item error', async () => {
      const t = Date.now() - 60_000;
      const res = await post('alerts', [
        item({ device: ipOf(2), event: 'Temp', severity: 3, instance: 'sensor 2', time: t }),
        item(),
        item({ device: 'NO-SUCH-DEVICE' }),
        item({ state: 'clear', event: 'LinkFlap' }),
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        raised: 1,
        notified: 1,
        cleared: 1,
        unchanged: 0,
        errors: [{ index: 2, device: 'NO-SUCH-DEVICE', message: expect.stringContaining('body/2/device') }],
      });
      const [temp] = (await active(DEVICES[2])).filter((r: Row) => r.eventName === 'Temp');
      expect(temp).toMatchObject({ source: 'INGEST', instanceName: `${DEVICES[2]}/sensor 2`, createdAt: t });
      expect(await active(dev)).toEqual([]);
      expect(await state(dev)).toBe(5);
      expect(await feedCounter(h.database.db, 'ingest-alerts', 'unknown_device')).toBe(1);
    });

    it.each([
      ['severity 0', [item(), item(), item({ severity: 0 })], 'body/2/severity'],
      ['a text severity', item({ severity: 'high' }), 'body/severity'],
      ['a bad state', [item({ state: 'closed' })], 'body/0/state'],
      ['no device', [item({ device: undefined })], 'body/0/device'],
      ['an unknown field', [item({ colour: 'red' })], 'body/0/colour'],
      ['a US date', [item(), item({ time: '5/31/2026' })], 'body/1/time'],
      ['epoch seconds', [item({ time: Math.floor(Date.now() / 1000) })], 'body/0/time'],
      ['a boolean time', [item({ time: true })], 'body/0/time'],
      ['a string body', '"open"', 'body must be'],
    ])('refuses %s with 400 naming the index and field, applying nothing', async (_, payload, field) => {
      const before = (await active(dev)).length;
      const res = await post('alerts', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
      expect(await active(dev)).toHaveLength(before);
    });
  });

  describe('visibility (issue 31 item 2)', () => {
    const dev = DEVICES[8];
    const visibilityOf = async (eventName: string) => (await active(dev)).find((r: Row) => r.eventName === eventName)?.visibility;

    it('puts availability and link alerts External by default, the rest Internal, and takes a label or field over it', async () => {
      await post(
        'alertmanager',
        webhook([
          amAlert({ alertname: 'InstanceDown', device: dev, severity: 'critical' }, 'eeee000000000001'),
          amAlert({ alertname: 'HighCpu', device: dev }, 'eeee000000000002'),
          amAlert({ alertname: 'DiskFull', device: dev, visibility: 'external' }, 'eeee000000000003'),
        ]),
      );
      const time = new Date().toISOString();
      const res = await post('alerts', [
        { device: dev, event: 'Unreachable', severity: 1, text: 'no answer', state: 'open', time },
        { device: dev, event: 'Temp', severity: 3, text: 'warm', state: 'open', time },
        { device: dev, event: 'LinkDown', severity: 2, text: 'Gi0/1', state: 'open', time, instance: 'Gi0/1', visibility: 'Internal' },
      ]);
      expect(res.statusCode).toBe(200);
      expect(await visibilityOf('InstanceDown')).toBe('External');
      expect(await visibilityOf('HighCpu')).toBe('Internal');
      expect(await visibilityOf('DiskFull')).toBe('External');
      expect(await visibilityOf('Unreachable')).toBe('External');
      expect(await visibilityOf('Temp')).toBe('Internal');
      expect(await visibilityOf('LinkDown')).toBe('Internal');
    });

    it('refuses a visibility the selector does not have, naming the field', async () => {
      const res = await post('alerts', [{ device: dev, event: 'X', severity: 3, text: '', state: 'open', time: Date.now(), visibility: 'Public' }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('body/0/visibility');
    });
  });

  it('documents both routes in the OpenAPI document', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/v1.0/openapi.json' })).json();
    expect(doc.paths['/api/v1.0/ingest/alertmanager'].post.responses['200']).toBeDefined();
    expect(doc.paths['/api/v1.0/ingest/alerts'].post.requestBody).toBeDefined();
  });
});
