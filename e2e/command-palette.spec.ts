import type { Page } from '@playwright/test';
import { apiGet, expect, signIn, test } from './fixtures';

/**
 * The Ctrl-K command palette (issue 21 item 2), the operator way: keys only. The device is read
 * from the API (one a LAN ping applies to) and found by three characters of its name.
 */

const POLLABLE = "NOT poller:notset AND NOT poller:'Currently Unavailable' AND NOT poller:'PAM-ST-OI' AND NOT poller:NotApplicable";
const SHOTS = process.env.PALETTE_SHOTS; // a directory: screenshots at 1600x1000

const palette = (page: Page) => page.getByTestId('palette-input');
const activeOption = (page: Page) => page.locator('[data-testid="palette-option"][aria-selected="true"]');

/**
 * Types three characters of real device names (read from the API: devices a LAN ping applies to)
 * into the open palette until the devices it lists include one of those; answers that device.
 */
async function typeThreeChars(page: Page): Promise<string> {
  const { data } = await apiGet<{ data: Array<{ name: string }> }>(page, '/es/devices/all', { query: POLLABLE, limit: 30 });
  const prefixes = [...new Set(data.map((d) => d.name.slice(0, 3)).filter((p) => /^[A-Za-z0-9]{3}$/.test(p)))];
  for (const chars of prefixes) {
    await palette(page).fill('');
    await page.keyboard.type(chars);
    const shown = page.locator('[data-testid="palette-option"][data-badge="Device"]');
    await expect(shown.first()).toBeVisible();
    const names = await shown.evaluateAll((els) => els.map((e) => e.getAttribute('data-label') ?? ''));
    const query = `(${names.map((n) => `name:"${n}"`).join(' OR ')}) AND ${POLLABLE}`;
    const pollable = await apiGet<{ data: Array<{ name: string }> }>(page, '/es/devices/all', { query, limit: names.length });
    const found = names.find((n) => pollable.data.some((d) => d.name === n));
    if (found) return found;
  }
  throw new Error("no pollable device among the palette's devices");
}

/** Moves the highlight with the arrow keys until it is on the option with `text`. */
async function arrowTo(page: Page, text: string) {
  await expect(page.getByTestId('palette-option').filter({ hasText: text }).first()).toBeVisible();
  for (let i = 0; i < 40 && !((await activeOption(page).textContent()) ?? '').includes(text); i++) await palette(page).press('ArrowDown');
  await expect(activeOption(page)).toContainText(text);
}

test.describe('command palette', () => {
  test.use({ viewport: { width: 1600, height: 1000 } });

  test('Ctrl-K finds a device by three characters and pings it; a screen opens from it; recent items come first', async ({ page }) => {
    await signIn(page, 'operator', '/dash-board');
    await page.keyboard.press('Control+K');
    await expect(palette(page)).toBeFocused();
    const name = await typeThreeChars(page);
    expect((await palette(page).inputValue()).length).toBe(3);
    await arrowTo(page, name);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/palette-search.png` });

    // → lists the device's actions; the ping is enabled once the device has loaded (the operator may troubleshoot).
    await palette(page).press('ArrowRight');
    const ping = page.getByTestId('palette-option').filter({ hasText: /^Action(Ping|Ping\/Current Status)/ });
    await expect(ping).toBeVisible();
    await expect(ping).not.toHaveAttribute('aria-disabled', 'true');
    await arrowTo(page, 'Ping');
    const call = page.waitForRequest((r) => r.url().includes('/api/v1.0/action/device/ping?'));
    await palette(page).press('Enter');
    const params = new URL((await call).url()).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ device_name: name, ping_type: 'lan', num_pings: '5' });
    const result = page.getByTestId('palette-ping-result');
    await expect(result).toContainText(`Ping - ${name}`);
    const rows = result.getByTestId('pings-table').locator('tbody tr');
    await expect(rows).toHaveCount(5);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/palette-ping.png` });

    // Esc goes back to the search, Esc again closes.
    await palette(page).press('Escape');
    await expect(palette(page)).toHaveAttribute('placeholder', /^Search devices/);
    await palette(page).press('Escape');
    await expect(palette(page)).toBeHidden();

    // A screen: type, Enter.
    await page.keyboard.press('Control+K');
    await page.keyboard.type('manage dev');
    await expect(activeOption(page)).toContainText('Manage Devices');
    await palette(page).press('Enter');
    await expect(page).toHaveURL(/\/manage-devices$/);
    await expect(page.getByTestId('manage-devices')).toBeVisible();

    // Recent items, newest first, before anything is typed.
    await page.keyboard.press('Control+K');
    const options = page.getByTestId('palette-option');
    await expect(options.nth(0)).toContainText('Manage Devices');
    await expect(options.nth(1)).toContainText(name);
    // Enter on the recent device opens its Device Details.
    await palette(page).press('ArrowDown');
    await palette(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/device-details/${encodeURIComponent(name)}$`));
  });

  test('a viewer finds the device but its ping and PAM suspend are disabled with the reason', async ({ page }) => {
    await signIn(page, 'viewer', '/dash-board');
    await page.keyboard.press('Control+K');
    const name = await typeThreeChars(page);
    await arrowTo(page, name);
    await palette(page).press('Tab');
    const ping = page.getByTestId('palette-option').filter({ hasText: /^Action(Ping|Ping\/Current Status)/ });
    await expect(ping).toHaveAttribute('aria-disabled', 'true');
    await expect(ping).toContainText('Operator');
    const pam = page.getByTestId('palette-option').filter({ hasText: 'PAM Suspend' });
    await expect(pam).toHaveAttribute('aria-disabled', 'true');
    // Enter on a refused action runs nothing.
    let called = false;
    page.on('request', (r) => (called ||= r.url().includes('/api/v1.0/action/device/')));
    await arrowTo(page, 'Ping');
    await palette(page).press('Enter');
    await expect(page.getByTestId('palette-ping-result')).toHaveCount(0);
    expect(called).toBe(false);
  });

  test('a customer opens Manage Devices with its devices; a CMDB record opens its collection', async ({ page }) => {
    await signIn(page, 'operator', '/dash-board');
    const { data } = await apiGet<{ data: Array<{ nmd: string }> }>(page, '/es/devices/all', { query: "NOT nmd:''", limit: 1 });
    const customer = data[0].nmd;
    await page.keyboard.press('Control+K');
    await page.keyboard.type(customer.slice(0, 3));
    const hit = page.locator(`[data-testid="palette-option"][data-badge="Customer"][data-label="${customer}"]`);
    await expect(hit).toBeVisible();
    for (let i = 0; i < 40 && (await hit.getAttribute('aria-selected')) !== 'true'; i++) await palette(page).press('ArrowDown');
    await expect(hit).toHaveAttribute('aria-selected', 'true');
    const query = `nmd:"${customer}"`;
    const listed = page.waitForResponse(
      (r) => r.url().includes('/api/v1.0/es/devices/all') && (new URL(r.url()).searchParams.get('query') ?? '').includes(query),
    );
    await palette(page).press('Enter');
    expect((await listed).ok()).toBe(true);
    await expect(page.getByPlaceholder('Search with lucene query')).toHaveValue(query);

    const dcs = await apiGet<{ data: Array<{ name: string }> }>(page, '/svn/svi_hughes_datacenters', { limit: 1 });
    const record = dcs.data[0].name;
    await page.keyboard.press('Control+K');
    await page.keyboard.type(record.slice(0, 4));
    const option = page.locator('[data-testid="palette-option"][data-badge="CMDB"]').filter({ hasText: record }).first();
    await expect(option).toContainText('Data Centers');
    await option.hover();
    await palette(page).press('Enter');
    await expect(page).toHaveURL(/\/cmdb-admin\?tab=svi_hughes_datacenters$/);
    await expect(page.getByRole('tab', { name: 'Data Centers' })).toHaveAttribute('aria-selected', 'true');
  });
});
