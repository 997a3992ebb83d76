import { expect, signIn, test } from './fixtures';
import { drawnRows } from './grid-helpers';
import {
  LIVE,
  NONE,
  clearPam,
  createPam,
  expectAgree,
  freeDevice,
  openDevicePage,
  operatorPage,
  pamCard,
  pamOf,
  statusRow,
} from './pam-page-helpers';

/**
 * One truth per device page (issue: trust, item 1): the PAM card and the Device Status card's
 * 'Proactive Monitoring Status' read one query, so they never contradict each other: at once in
 * the tab that wrote, after the broadcast in another tab of the same browser, and after Refresh or
 * a timer tick in another operator's browser.
 */
test('the PAM card and the Device Status card agree after a write: same tab, other tab, other browser', async ({ browser }) => {
  test.setTimeout(180_000);
  const a1 = await operatorPage(browser, 'operator');
  const device = await freeDevice(a1, 15);
  const a2 = await a1.context().newPage();
  const b = await operatorPage(browser, 'admin');
  // B's timer is driven by the test (the clock still flows on its own otherwise).
  await b.clock.install();
  for (const page of [a1, a2, b]) {
    await openDevicePage(page, device);
    await expectAgree(page, NONE);
  }
  // LUMOS shows the same Device Status card: it follows the same query.
  const a3 = await a1.context().newPage();
  await a3.goto(`/lumos?device=${encodeURIComponent(device)}`);
  await a3.getByRole('tab', { name: 'General Information' }).click();
  await expect(statusRow(a3)).toHaveText(NONE);

  try {
    await createPam(a1, 'device-truth window');
    await expect(pamCard(a1).getByTestId('pam-notice')).toHaveText('PAM Suspend created successfully');
    const shown = await expectAgree(a1, LIVE);
    expect(shown).not.toBe('PAM not suspended');

    // The other tab of the same browser learns of the write without a reload or a click.
    await expectAgree(a2, LIVE);
    await expect(statusRow(a3)).toHaveText(LIVE);

    // Another browser hears nothing: its screen is stale until its Refresh.
    await expectAgree(b, NONE);
    await b.getByTestId('device-details-header').getByRole('button', { name: 'Refresh' }).click();
    await expectAgree(b, LIVE);
    await expect(pamCard(b).getByLabel('Info')).toHaveValue('device-truth window');

    // A removes: A's tabs follow at once; B follows on its next timer tick.
    await pamCard(a1).getByRole('button', { name: 'Remove' }).click();
    await expect(pamCard(a1).getByTestId('pam-notice')).toHaveText('PAM Suspend removed successfully');
    await expectAgree(a1, NONE);
    await expectAgree(a2, NONE);
    await expect(statusRow(a3)).toHaveText(NONE);
    await b.getByTestId('device-details-header').getByRole('button', { name: 'Start Timer' }).click();
    await b.clock.fastForward(31_000);
    await expectAgree(b, NONE);
    await expect(pamCard(b).getByRole('button', { name: 'Remove' })).toHaveCount(0);
  } finally {
    // Leave the fleet as found, whatever failed above.
    await clearPam(a1, device);
    await b.context().close();
    await a1.context().close();
  }
});

test('the Device Details popup of an event row reads a device without a schedule without a 404', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  const notFound: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) notFound.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await signIn(page, 'operator', '/dash-board');
  await page.getByLabel('Show Events').check();
  const dock = page.getByTestId('events-dock');
  const rows = await drawnRows(dock, 'elementName');
  let device: string | undefined;
  for (const name of [...new Set(rows.map((r) => r.elementName))].slice(0, 10)) {
    if ((await pamOf(page, name)).length === 0) {
      device = name;
      break;
    }
  }
  expect(device, 'an event row whose device has no PAM schedule').toBeDefined();
  if (!device) return;
  const read = page.waitForResponse((r) => r.url().includes('/api/v1.0/action/devices/pam-suspend?') && r.url().includes(encodeURIComponent(device)));
  await dock
    .getByRole('button', { name: `Actions for ${device}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Device Details' }).click();
  const popup = page.getByRole('dialog', { name: `Device Details of ${device}` });
  expect((await read).status()).toBe(200);
  await expectAgree(popup, NONE);
  await expect(popup.getByTestId('pam-load-notice')).toHaveText(`No PAM Schedule found for ${device}`);
  expect(notFound).toEqual([]);
  expect(consoleErrors.filter((t) => t.includes('404'))).toEqual([]);
});
