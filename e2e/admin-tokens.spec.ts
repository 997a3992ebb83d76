import { mkdirSync } from 'node:fs';
import { expect, signIn, test } from './fixtures';

const SHOTS = '/tmp/admin-tokens-shots';

/**
 * Issue 17: an admin creates an API token in Admin → API Tokens, reads the secret the modal shows
 * once, calls the API with it as a script would (no browser session), revokes it in the screen,
 * and the same call is refused.
 */
test.describe('Admin → API Tokens', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('an admin creates a token, uses it, revokes it, and sees it refused', async ({ page, request }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signIn(page, 'admin', '/admin');
    await page.getByRole('link', { name: 'API Tokens' }).click();
    await expect(page).toHaveURL(/\/admin\/api-tokens$/);
    const card = page.getByTestId('api-tokens-card');
    await expect(card.getByRole('heading', { name: 'API Tokens' })).toBeVisible();

    const name = `e2e reporting ${Date.now()}`;
    await page.getByTestId('create-token').click();
    const form = page.getByTestId('create-token-form');
    // Create without a name: the form says what is missing and sends nothing.
    await page.getByTestId('create-token-submit').click();
    await expect(form).toContainText('Name is required');
    await form.getByLabel('Name').fill(name);
    await expect(form.getByRole('checkbox', { name: /^read/ })).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/create-form.png` });
    await page.getByTestId('create-token-submit').click();

    await expect(page.getByTestId('token-secret-warning')).toContainText('This secret will not be shown again');
    const secret = (await page.getByTestId('token-secret').innerText()).trim();
    expect(secret).toMatch(/^nmst_[\w-]{20,}$/);
    await page.screenshot({ path: `${SHOTS}/secret-modal.png` });
    await page.getByTestId('token-secret-done').click();

    // A script's call: the secret only, no browser cookies.
    const call = () => request.get('/api/v1.0/user/me', { headers: { authorization: `Bearer ${secret}` } });
    const first = await call();
    expect(first.status()).toBe(200);
    expect(await first.json()).toMatchObject({ sub: `service:${name}`, scopes: ['read'], tokenKind: 'api-token' });
    expect((await request.get('/api/v1.0/es/devices/summary', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(200);

    const row = card.locator(`tr[data-name="${name}"]`);
    await expect(row.getByTestId('api-token-status')).toHaveText('active');
    // The list never shows the secret, only its first characters.
    await expect(card).not.toContainText(secret);
    await page.reload();
    await expect(row).not.toContainText('Never', { timeout: 15_000 }); // expiry and last use are both set
    await page.screenshot({ path: `${SHOTS}/list.png` });

    await row.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByTestId('token-change-question')).toContainText(`Revoke '${name}'?`);
    await page.getByTestId('token-change-confirm').click();
    await expect(row.getByTestId('api-token-status')).toHaveText('revoked');
    await expect(row).toContainText('by admin');
    await expect(row.getByRole('button', { name: 'Revoke' })).toBeDisabled();

    const after = await call();
    expect(after.status()).toBe(401);
  });
});
