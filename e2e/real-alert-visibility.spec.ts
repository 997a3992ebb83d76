import type { Page } from '@playwright/test';
import { serviceToken } from '../apps/api/test/server-process';
import { apiGet, expect, gotoSignedIn, signIn, test } from './fixtures';
import { readRows } from './grid-helpers';

/*
 * Issue 31 item 2: a real feed's Unreachable alert (here through /ingest/alerts, as a monitor
 * sends it, naming no visibility) is in Device Details' default External Events view, so an
 * operator sees why the device is red; a performance alert of the same feed stays Internal.
 */

const EVENT = 'Unreachable';

async function ingest(page: Page, device: string, event: string, state: 'open' | 'clear'): Promise<void> {
  const res = await page.request.post('/api/v1.0/ingest/alerts', {
    data: [
      { device, event, severity: event === EVENT ? 1 : 3, text: `${event} from e2e/real-alert-visibility`, state, time: Date.now(), source: 'E2E' },
    ],
    headers: { authorization: `Bearer ${await serviceToken(process.env.E2E_BASE_URL!)}` },
  });
  expect(res.ok(), `ingest answered ${res.status()}: ${await res.text()}`).toBe(true);
}

test("a real feed's Unreachable alert shows in Device Details' default Events view; its performance alert only under Internal", async ({ page }) => {
  await signIn(page, 'operator', '/dash-board');
  // A device of its own: the simulator raises no alert named as these are.
  const { data } = await apiGet<{ data: { name: string }[] }>(page, '/es/devices/all', {
    query: 'name:*-CBL1',
    limit: 1,
    sort: 'name',
    order: 'desc',
  });
  const device = data[0].name;
  await ingest(page, device, EVENT, 'open');
  await ingest(page, device, 'E2eHighCpu', 'open');

  try {
    await gotoSignedIn(page, `/device-details/${encodeURIComponent(device)}`);
    const tabs = page.getByTestId('device-tabs');
    const events = tabs.getByTestId('grid-device-events');
    await tabs.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await readRows(events)).map((r) => r.eventDisplayName)).toContain(EVENT);
    expect((await readRows(events)).map((r) => r.eventDisplayName)).not.toContain('E2eHighCpu');

    await tabs.getByText('Internal', { exact: true }).click();
    await expect.poll(async () => (await readRows(events)).map((r) => r.eventDisplayName)).toContain('E2eHighCpu');
  } finally {
    await ingest(page, device, EVENT, 'clear');
    await ingest(page, device, 'E2eHighCpu', 'clear');
  }
});
