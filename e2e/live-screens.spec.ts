import type { Browser, Page } from '@playwright/test';
import { apiGet, expect, idToken, signIn, test } from './fixtures';
import { expectLiveSynced, liveIndicator, setLive } from './live-helpers';
import { LIVE, NONE, clearPam, createPam, expectAgree, freeDevice, openDevicePage, statusRow } from './pam-page-helpers';

/**
 * The live console (issue 20): two operators in two browser contexts, Live on (the default). A
 * change made through the API or in the other browser reaches the other's Device Details, Manage
 * Devices row and summary strip, events grid and PAM card without Refresh; the Live toggle off
 * says 'Paused' and the screen holds still until it is on again. The times from the write to each
 * screen are printed (the requirement is 2 s; the waits below allow 10 s on a shared machine).
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/live-shots';
// How long a screen may take to follow: the 2 s of the issue is measured (printed, bench/README.md); this only fails a screen that does not follow at all, with room for a busy 2-core CI machine.
const FOLLOW_MS = 10_000;
const EVENT = 'E2eLiveCheck';

/** A signed-in page of a browser context of its own, as a new user finds it (Live on by default). */
async function livePage(browser: Browser, who: 'admin' | 'operator', path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, who, path);
  return page;
}

/**
 * A Normal device the events grids list (it has a customer id), late in name order, with no active
 * alert of any visibility: a Normal state alone does not promise an empty Events tab, since other
 * specs raise and clear alerts of their own on devices late in name order meanwhile.
 */
async function quietDevice(page: Page): Promise<string> {
  const { data } = await apiGet<{ data: { name: string }[] }>(page, '/es/devices/all', {
    query: "state:5 AND NOT nmd:'' AND discovered:true",
    limit: 100,
    sort: 'name',
    order: 'desc',
  });
  expect(data.length).toBeGreaterThan(10);
  for (const { name } of data.slice(7)) {
    const active = await apiGet<{ total: number }>(page, '/es/device/alerts', { device_name: name, visibility: 'Internal', limit: 1 });
    if (active.total === 0) return name;
  }
  throw new Error('no Normal device without an active alert among the last 100 by name');
}

async function sendAlert(page: Page, device: string, state: 'open' | 'clear'): Promise<void> {
  const res = await page.request.post('/api/v1.0/ingest/alerts', {
    data: { device, event: EVENT, severity: 1, text: 'raised by e2e/live-screens.spec.ts', state, time: Date.now(), source: 'E2E' },
    headers: { authorization: `Bearer ${await idToken(page)}` },
  });
  expect(res.ok(), `ingest answered ${res.status()}: ${await res.text()}`).toBe(true);
}

/** Waits for `wait` (an assertion that retries up to FOLLOW_MS) and answers how long after `t0` it passed. */
async function within(t0: number, wait: () => Promise<unknown>): Promise<number> {
  await wait();
  return Date.now() - t0;
}

const follow = { timeout: FOLLOW_MS };
/**
 * The device once our Critical alert is cleared: Normal, unless the live simulator raised one of
 * its own on it meanwhile (it picks devices at random every tick, and a slow run gives it time).
 */
const CLEARED = /^(Normal|Major|Minor|Unknown)$/;

const deviceRow = (page: Page, device: string) => page.getByTestId('grid-manage-devices').locator(`.ag-row[row-id="${device}"]`).first();

test('a change made elsewhere reaches the other operator’s screens without Refresh; Paused holds them still', async ({ browser }) => {
  test.setTimeout(240_000);
  const a = await livePage(browser, 'admin', '/device-details');
  const device = await quietDevice(a);
  const times: Record<string, number> = {};

  // B: one operator, three tabs of one browser (each tab has its own stream).
  const details = await livePage(browser, 'operator', `/device-details/${encodeURIComponent(device)}`);
  const context = details.context();
  try {
    await expect(liveIndicator(details)).toHaveText('Live');
    await expect(statusRow(details)).toHaveText(/.+/);
    const status = details.getByTestId('card-device-status').locator('td[data-label="Status"]');
    await expect(status).toHaveText('Normal');
    // Alerts from the ingest API are Internal: the Events tab lists them with that visibility.
    await details.getByTestId('visibility-selector').getByText('Internal').click();
    await expect(details.getByTestId('grid-device-events').getByTestId('pager-text')).toHaveText(/\(0\)$/);

    const manage = await context.newPage();
    await manage.goto('/manage-devices');
    const box = manage.getByPlaceholder('Search with lucene query');
    await box.fill(`name:"${device}"`);
    await box.press('Enter');
    await expect(deviceRow(manage, device).locator('[col-id="state"]')).toHaveText('Normal');
    await expect(manage.getByTestId('summary-critical-count')).toHaveText('0');

    const events = await context.newPage();
    await events.goto('/monitoring');
    const eventsGrid = events.getByTestId('events-card');
    await eventsGrid.getByPlaceholder('Search ...').fill(device);
    await expect(events.getByTestId('pager-text')).toHaveText(/\(0\)$/);

    for (const page of [details, manage, events]) await expectLiveSynced(page);

    const t0 = Date.now();
    await sendAlert(a, device, 'open');
    const [detailsMs, tabMs, rowMs, stripMs, eventsMs] = await Promise.all([
      within(t0, () => expect(status).toHaveText('Critical', follow)),
      // The device's Events tab was empty: the new alert waits behind the bar rather than moving the page.
      within(t0, () => expect(details.getByTestId('grid-device-events').getByTestId('grid-fresh-rows')).toHaveText('1 new - show', follow)),
      within(t0, () => expect(deviceRow(manage, device).locator('[col-id="state"]')).toHaveText('Critical', follow)),
      within(t0, () => expect(manage.getByTestId('summary-critical-count')).toHaveText('1', follow)),
      within(t0, () => expect(eventsGrid.getByTestId('grid-fresh-rows')).toHaveText('1 new - show', follow)),
    ]);
    Object.assign(times, { detailsMs, tabMs, rowMs, stripMs, eventsMs });
    await events.screenshot({ path: `${SHOTS}/live-new-rows-bar-1600x1000.png` });

    // 'show' loads the list from its first page: the new alert is there.
    await eventsGrid.getByTestId('grid-fresh-rows').click();
    await expect(eventsGrid.getByTestId('grid-fresh-rows')).toHaveCount(0);
    await expect(eventsGrid.locator('.ag-row [col-id="elementName"]').filter({ hasText: device }).first()).toBeVisible();

    // Live off in B: 'Paused', and B's screens hold still while A's follows the clear.
    await setLive(details, false);
    await expect(liveIndicator(manage)).toHaveText('Paused');
    await openDevicePage(a, device);
    await expect(a.getByTestId('card-device-status').locator('td[data-label="Status"]')).toHaveText('Critical');
    await expectLiveSynced(a);
    const t1 = Date.now();
    await sendAlert(a, device, 'clear');
    times.otherBrowserMs = await within(t1, () =>
      expect(a.getByTestId('card-device-status').locator('td[data-label="Status"]')).toHaveText(CLEARED, follow),
    );
    await expect(status).toHaveText('Critical');
    await expect(deviceRow(manage, device).locator('[col-id="state"]')).toHaveText('Critical');
    await details.screenshot({ path: `${SHOTS}/live-paused-header-1600x1000.png`, clip: { x: 0, y: 0, width: 1600, height: 120 } });

    // A row already on screen changes in place and flashes (the manage row, back to Normal as B catches up).
    const flash = manage.waitForFunction(
      (name) => !!document.querySelector(`[data-testid="grid-manage-devices"] .ag-row.nms-live-flash[row-id="${name}"]`),
      device,
      { polling: 50, timeout: FOLLOW_MS },
    );

    // Live on again: B catches up with what it missed (the stream resumes from its last event).
    await setLive(manage, true);
    await expect(liveIndicator(details)).toHaveText('Live');
    const t2 = Date.now();
    times.catchUpMs = await within(t2, () => expect(deviceRow(manage, device).locator('[col-id="state"]')).toHaveText(CLEARED, follow));
    await flash;
    await within(t2, () => expect(status).toHaveText(CLEARED, follow));
    await details.screenshot({ path: `${SHOTS}/live-header-1600x1000.png`, clip: { x: 0, y: 0, width: 1600, height: 120 } });
  } finally {
    await sendAlert(a, device, 'clear').catch(() => undefined);
    console.log(`live e2e: ms from the write to the screen ${JSON.stringify(times)}`);
    test.info().annotations.push({ type: 'live-ms', description: JSON.stringify(times) });
    await context.close();
    await a.context().close();
  }
});

test('a PAM create in one browser shows in the other’s PAM card and Device Status card', async ({ browser }) => {
  test.setTimeout(180_000);
  const a = await livePage(browser, 'admin', '/device-details');
  const device = await freeDevice(a, 55);
  const b = await livePage(browser, 'operator', '/device-details');
  let pamMs: number | undefined;
  try {
    await openDevicePage(a, device);
    await openDevicePage(b, device);
    await expectAgree(b, NONE);
    await expectLiveSynced(b);
    await createPam(a, 'live e2e window');
    await expect(a.getByTestId('card-pam-suspend').getByTestId('pam-notice')).toHaveText('PAM Suspend created successfully');
    // A's answer came after the commit: B's screen is timed from there.
    const t0 = Date.now();
    pamMs = await within(t0, () => expectAgree(b, LIVE, FOLLOW_MS));
    // With the other operator's window: the form took the schedule it shows.
    await expect(b.getByTestId('card-pam-suspend').getByLabel('Info')).toHaveValue('live e2e window');
  } finally {
    console.log(`live e2e: ms from the PAM create's answer to the other browser's cards ${pamMs}`);
    test.info().annotations.push({ type: 'live-ms', description: JSON.stringify({ pamMs }) });
    await clearPam(a, device);
    await a.context().close();
    await b.context().close();
  }
});
