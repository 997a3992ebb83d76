import type { Page } from '@playwright/test';
import { serviceToken } from '../apps/api/test/server-process';
import { apiGet, expect } from './fixtures';

const EVENT = 'E2eOwnOutage';

/**
 * An outage of the test's own, made as a real feed would make one: a group of four normal devices
 * (inventory ingest, threshold 50%) and three of them Critical (alert ingest). The live simulator
 * opens its network event on its next tick and files its Notification case on the one after, so
 * the NMC tabs have an open notice however many of the simulator's own outages are open now (at
 * times none). Answers the group's name and a clean-up that clears the alerts and removes the group.
 */
export async function ownOutage(page: Page): Promise<{ group: string; end: () => Promise<void> }> {
  const headers = { authorization: `Bearer ${await serviceToken(process.env.E2E_BASE_URL!)}` };
  const post = async (path: string, data: unknown, method: 'post' | 'delete' = 'post') => {
    const res = await page.request[method](`/api/v1.0/ingest/${path}`, { data, headers });
    expect(res.ok(), `${method} ${path} answered ${res.status()}: ${await res.text()}`).toBe(true);
  };
  const group = `E2E-OUTAGE-${Date.now()}`;
  const { data } = await apiGet<{ data: { name: string }[] }>(page, '/es/devices/all', {
    query: 'state:5 AND discovered:true',
    limit: 4,
    sort: 'name',
    order: 'desc',
  });
  expect(data).toHaveLength(4);
  const devices = data.map((d) => d.name);
  const alerts = (state: 'open' | 'clear') =>
    devices
      .slice(0, 3)
      .map((device) => ({ device, event: EVENT, severity: 1, text: 'outage of e2e/own-outage.ts', state, time: Date.now(), source: 'E2E' }));

  await post('groups', [{ networkType: 'DATACENTER', name: group, lowLevelGroup: 'e2e outage', thresholdPercent: 50 }]);
  await post(
    'group-members',
    devices.map((device) => ({ networkType: 'DATACENTER', group, device })),
  );
  await post('alerts', alerts('open'));
  const noticeOpen = async () => {
    const open = await apiGet<{ data: { subject: string | null }[] }>(page, '/nmc/sf_active_notifications');
    return open.data.some((c) => c.subject?.includes(group));
  };
  await expect.poll(noticeOpen, { timeout: 60_000, message: `a Notification case for ${group}` }).toBe(true);
  return {
    group,
    end: async () => {
      await post('alerts', alerts('clear'));
      // The group goes once its case is resolved: a case whose event is gone would stay open.
      await expect.poll(noticeOpen, { timeout: 60_000, message: `${group}'s case resolved` }).toBe(false);
      await post('groups', { groups: [{ networkType: 'DATACENTER', name: group }] }, 'delete');
    },
  };
}
