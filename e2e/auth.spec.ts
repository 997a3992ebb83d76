import type { Page } from '@playwright/test';
import { expect, idToken, signInThroughPage, test, USERS } from './fixtures';

const OPERATOR_MENU = [
  'Dashboard',
  'Manage Devices',
  'Service View Navigator',
  'Device Details',
  'Device Search',
  'CMDB Admin',
  'NMC Tools',
  'Cradlepoint',
  'Infoblox',
  'Lumos',
  'NMS Tools API',
];

const menuLabels = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('side-menu')
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')));

/** Everything scripts of the page could read from web storage, joined (tokens must not be in it). */
const webStorage = (page: Page) =>
  page.evaluate(() => [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`)).join('\n'));

const meStatus = async (page: Page, token: string) =>
  (await page.request.get('/api/v1.0/user/me', { headers: { authorization: `Bearer ${token}` } })).status();

test('a protected route sends a signed-out user to the sign-in page and back, with tokens in memory only', async ({ page }) => {
  const authorize = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/oidc/auth'));
  await page.goto('/user-details');
  const auth = new URL((await authorize).url()).searchParams;
  expect(auth.get('scope')).toBe('openid profile email offline_access groups');
  expect(auth.get('code_challenge_method')).toBe('S256');
  expect(auth.get('client_id')).toBe('nmstools-web');
  await expect(page.locator('#username')).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/oidc\//);
  await page.locator('#username').fill(USERS.operator.username);
  await page.locator('#password').fill(USERS.operator.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/user-details');
  const details = page.getByTestId('user-details');
  await expect(details).toContainText('Olivia Operator');
  await expect(details).toContainText('operator@nmstools.example');
  await expect(details).toContainText('nmstools_operator');
  await expect(details.getByTestId('current-time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

  // Tokens live in memory only: nothing a script could read from web storage holds one.
  const token = await idToken(page);
  const stored = await webStorage(page);
  expect(stored).not.toContain(token);
  expect(stored).not.toMatch(/id_token|refresh_token|access_token/);
  // A reload signs in again through the provider's session cookie, without a form.
  await page.reload();
  await expect(page.getByTestId('user-details')).toContainText('Olivia Operator');
  expect(await webStorage(page)).not.toMatch(/id_token|refresh_token|access_token/);
});

test('a typed address and a new tab land signed in without a form while the provider session lives', async ({ page }) => {
  await signInThroughPage(page, 'operator', '/dash-board');
  await page.goto('/manage-devices');
  await expect(page).toHaveURL(/\/manage-devices$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.locator('#username')).toHaveCount(0);

  const tab = await page.context().newPage();
  await tab.goto('/user-details');
  await expect(tab.getByTestId('user-details')).toContainText('Olivia Operator');
  await expect(tab).toHaveURL(/\/user-details$/);
  await tab.close();
});

test('a reload signs in again in a hidden frame without leaving the page; an ended provider session falls back to the form', async ({ page }) => {
  await signInThroughPage(page, 'operator', '/dash-board');
  await page.goto('/manage-devices');
  await expect(page.locator('.ag-row[row-index="0"]')).toBeVisible();

  const left: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) left.push(new URL(f.url()).pathname);
  });
  const silent = page.waitForRequest((r) => new URL(r.url()).pathname === '/login/silent-callback.html');
  await page.reload();
  await silent;
  await expect(page.locator('.ag-row[row-index="0"]')).toBeVisible();
  await expect(page).toHaveURL(/\/manage-devices$/);
  // The page itself never went to the provider nor came back through /login/callback.
  expect(left.filter((p) => p.startsWith('/oidc') || p.startsWith('/login/callback'))).toEqual([]);
  expect(await webStorage(page)).not.toMatch(/id_token|refresh_token|access_token/);

  // Without the provider's session the hidden frame gets login_required: the sign-in form shows.
  await page.context().clearCookies();
  await page.reload();
  await expect(page.locator('#username')).toBeVisible();
  await page.locator('#username').fill(USERS.operator.username);
  await page.locator('#password').fill(USERS.operator.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/manage-devices');
  await expect(page.locator('.ag-row[row-index="0"]')).toBeVisible();
});

test('the operator sees the shell and its menu without Admin', async ({ page }) => {
  await signInThroughPage(page, 'operator', '/dash-board');
  await expect(page).toHaveURL(/\/dash-board$/);
  expect(await menuLabels(page)).toEqual(OPERATOR_MENU);
  await expect(page.getByTestId('user-name')).toHaveText('OPERATOR');
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);

  await page.getByTestId('user-menu').click();
  for (const item of ['User Details', 'Settings', 'Help', 'Logout']) await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);

  // The admin page says it needs the Admin role (issue 30: not 'Page Not Found').
  await page.goto('/admin');
  await expect(page.getByText('This page needs the Admin role')).toBeVisible();
  await expect(page.getByTestId('admin-card')).toHaveCount(0);
});

test('the admin sees Admin in the menu and its card with a full-screen toggle', async ({ page }) => {
  await signInThroughPage(page, 'admin', '/dash-board');
  expect(await menuLabels(page)).toEqual(['Dashboard', 'Admin', ...OPERATOR_MENU.slice(1)]);
  await expect(page.getByTestId('user-name')).toHaveText('ADMIN');
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const card = page.getByTestId('admin-card');
  await expect(card.getByRole('heading', { name: 'Admin' })).toBeVisible();
  await card.getByRole('button', { name: 'Fullscreen' }).click();
  await expect(card).toHaveAttribute('data-fullscreen', 'true');
  await card.getByRole('button', { name: 'Exit Fullscreen' }).click();
  await expect(card).not.toHaveAttribute('data-fullscreen', 'true');
});

test('signed-in users opening the landing or login page go to /dash-board', async ({ page }) => {
  await signInThroughPage(page, 'operator', '/monitoring');
  await expect(page).toHaveURL(/\/monitoring$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dash-board$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dash-board$/);
});

test('logout signs out at the API and the provider: the old bearer is refused, storage holds no token', async ({ page }) => {
  await signInThroughPage(page, 'operator', '/dash-board');
  const token = await idToken(page);
  expect(await meStatus(page, token)).toBe(200);
  await page.getByTestId('user-menu').click();
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/v1.0/user/logout'));
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  expect((await logout).status()).toBe(204);
  // The API ended the provider's session too, so the provider has nothing to confirm: straight
  // back to the landing page.
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(await webStorage(page)).not.toContain(token);
  // The bearer a script might have copied no longer works.
  expect(await meStatus(page, token)).toBe(401);
  // No provider session remains: signing in again asks for the password.
  await page.goto('/dash-board');
  await expect(page.locator('#username')).toBeVisible();
});

test("a call without a token reads 'No token available, Please login again'", async ({ page }) => {
  // The token can only go missing with time: the page's clock jumps past its expiry while the
  // provider refuses to renew it.
  await page.clock.install();
  await signInThroughPage(page, 'operator', '/monitoring');
  await expect(page.locator('.ag-row[row-index="0"]').first()).toBeVisible();
  await page.route('**/oidc/token', (route) => route.fulfill({ status: 400, json: { error: 'invalid_grant' } }));
  await page.clock.fastForward('02:00:00');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('grid-error')).toHaveText('No token available, Please login again');
});
