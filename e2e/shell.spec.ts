import { mkdirSync } from 'node:fs';
import { expect, signIn, test } from './fixtures';

const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });

for (const [hour, minute, greeting] of [
  [9, 0, 'Good Morning'],
  [12, 0, 'Good Afternoon'],
  [17, 30, 'Good Afternoon'],
  [18, 0, 'Good Evening'],
] as const) {
  test(`the landing page greets '${greeting}' at ${hour}:${String(minute).padStart(2, '0')}`, async ({ page }) => {
    await page.clock.setFixedTime(new Date(2026, 0, 15, hour, minute));
    await page.goto('/');
    await expect(page.getByTestId('greeting')).toHaveText(greeting);
  });
}

test('the landing page offers Log In, the identity-provider info and a copyright footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('idp-info')).toContainText('identity provider');
  await expect(page.getByTestId('idp-info')).toContainText('NMS team');
  await expect(page.getByText(/© \d{4} NMS Tools/)).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/landing.png` });
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page.locator('#username')).toBeVisible();
});

test("an unknown route shows 'Page Not Found' with a link to the Dashboard", async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);

  await signIn(page, 'operator');
  await page.goto('/still/not/here');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the Dashboard' }).click();
  await expect(page).toHaveURL(/\/dash-board$/);
});

test('the theme toggles, is remembered after a reload, and Settings shows it', async ({ page }) => {
  await signIn(page, 'operator');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shell-light.png` });

  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('dashboard')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shell-dark.png` });
  await page.goto('/monitoring');
  await expect(page.locator('.ag-row[row-index="0"]').first()).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-ag-theme-mode', 'dark');
  await page.screenshot({ path: `${SHOTS}/events-grid-dark.png` });

  await page.goto('/settings');
  const settings = page.getByTestId('user-settings');
  await expect(settings.getByText('User Settings')).toBeVisible();
  await expect(settings.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await settings.getByRole('radio', { name: 'Light' }).check();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(page.getByTestId('user-settings').getByRole('radio', { name: 'Light' })).toBeChecked();
});

test('the side menu collapses to icons and expands to 270 pixels', async ({ page }) => {
  await signIn(page, 'operator');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(270);
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(64);
  await expect(page.getByTestId('side-menu').getByText('Manage Devices')).toHaveCount(0);
  await page.getByRole('link', { name: 'Manage Devices' }).click();
  await expect(page).toHaveURL(/\/manage-devices$/);
  await page.getByRole('button', { name: 'Expand menu' }).click();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBe(270);
});

/** Every route of spec 002 §2.1 and what it shows until its screen is built. */
const ROUTES: [string, string][] = [
  ['/dash-board', 'Dashboard'],
  ['/monitoring', 'Dashboard'],
  ['/geo-map', 'Dashboard'],
  ['/geo-vector-map', 'Dashboard'],
  ['/geo-vector-map-box', 'Dashboard'],
  ['/user-details', 'User Details'],
  ['/settings', 'User Settings'],
  ['/help', 'Help'],
  ['/device-details', 'Device Details'],
  ['/device-details/PETROMAX-00001-VSAT1', 'Device Details'],
  ['/manage-devices', 'Manage Devices'],
  ['/svn', 'Service View Navigator'],
  ['/cmdb-admin', 'CMDB Admin'],
  ['/sf-cases', 'NMC Tools'],
  ['/sf-active-notifications', 'NMC Tools'],
  ['/sf-dispatches', 'NMC Tools'],
  ['/active-notifications', 'NMC Tools'],
  ['/tech-support-tasks', 'NMC Tools'],
  ['/replacements-dispatches', 'NMC Tools'],
  ['/cradlepoint', 'Cradlepoint'],
  ['/infoblox', 'Infoblox'],
  ['/device-search', 'Device Search'],
  ['/ab/getting-started', 'NMS Tools API'],
  ['/ab/api-documentation', 'NMS Tools API'],
  ['/ab/usage', 'NMS Tools API'],
  ['/lumos', 'LUMOS'],
];

test('every route of the route table exists and names its screen', async ({ page }) => {
  // Each goto is a full load that signs in again through the provider session (tokens live in memory).
  test.setTimeout(180_000);
  await signIn(page, 'operator');
  for (const [path, title] of ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, exact: true }).first(), path).toBeVisible();
    await expect(page.getByText('Page Not Found'), path).toHaveCount(0);
  }
});
