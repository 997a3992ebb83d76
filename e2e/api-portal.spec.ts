import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, idToken, signIn, test } from './fixtures';

const SHOTS = '/tmp/api-portal-shots';
const SECURED = [
  'rebootPolycom',
  'restartPolycom',
  'resetHughes',
  'rebootHughes',
  'initiateVadb',
  'terminateVadb',
  'rebootFortigate',
  'clearArpCisco',
  'clearMacCisco',
  'rebootCisco',
  'rebootEcm',
];
const MULTI = ['dcSwitch', 'switchToHome', 'switchToBackup', 'switchToGtn', 'switchToNlv'];

type Doc = { paths: Record<string, Record<string, { tags?: string[] }>> };

/** Opens the API Documentation tab by clicking it, and waits for the explorer to list operations. */
async function openDocumentation(page: Page): Promise<Doc> {
  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/v1.0/openapi.json'));
  await page.getByRole('tab', { name: 'API Documentation' }).click();
  await expect(page).toHaveURL(/\/ab\/api-documentation$/);
  const doc = (await (await loaded).json()) as Doc;
  await expect(page.getByTestId('api-explorer')).toBeVisible();
  return doc;
}

/** Expands one operation (by 'METHOD /path') and answers its panel. */
async function expand(page: Page, id: string): Promise<Locator> {
  const item = page.getByTestId(`operation:${id}`).first();
  await item.getByRole('button', { name: id }).click();
  await expect(item.getByRole('button', { name: 'Execute' })).toBeVisible();
  return item;
}

test.describe('NMS Tools API portal', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('Getting Started, the disabled Usage tab and the secured actions warning', async ({ page }) => {
    await signIn(page, 'operator', '/ab/getting-started');
    const card = page.getByTestId('api-portal');
    await expect(card.getByRole('heading', { name: 'NMS Tools API' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Getting Started' })).toHaveAttribute('aria-selected', 'true');
    const guide = page.getByTestId('getting-started');
    await expect(guide).toContainText('No authorization is needed');
    await expect(guide).toContainText('If you have proper access, use the API Documentation tab');
    await expect(guide).toContainText('External applications should contact the identity team for a service account');
    await expect(page.getByRole('tab', { name: 'Usage' })).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/getting-started.png` });

    await openDocumentation(page);
    const warning = page.getByTestId('secured-actions-warning');
    await expect(warning).toContainText('Secured actions notify the NMS team');
    for (const name of [...SECURED, ...MULTI]) await expect(warning.getByText(name, { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/api-documentation.png` });

    // The Getting Started link leads back and forth through the URL, as the tabs do.
    await page.getByRole('tab', { name: 'Getting Started' }).click();
    await expect(page).toHaveURL(/\/ab\/getting-started$/);
    await guide.getByRole('link', { name: 'API Documentation' }).click();
    await expect(page).toHaveURL(/\/ab\/api-documentation$/);
  });

  test('the explorer lists every operation of openapi.json under its tags', async ({ page }) => {
    await signIn(page, 'operator', '/ab/getting-started');
    const doc = await openDocumentation(page);
    const expected = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) => (op.tags ?? ['default']).map((tag) => ({ tag, id: `${method.toUpperCase()} ${path}` }))),
    );
    expect(expected.length).toBeGreaterThan(50);
    await expect(page.locator('[data-testid^="operation:"]')).toHaveCount(expected.length);
    for (const { tag, id } of expected.filter((e) => e.tag === 'alerts')) {
      await expect(page.getByTestId(`tag:${tag}`).getByTestId(`operation:${id}`)).toHaveCount(1);
    }
    // The filter narrows the list to what matches, and keeps what was typed into the others.
    const alerts = await expand(page, 'GET /api/v1.0/es/alerts');
    const limit = alerts.locator('input[data-param="limit"]');
    await limit.fill('7');
    await page.getByLabel('Filter operations').fill('impacted-customers');
    await expect(page.locator('[data-testid^="operation:"]:visible')).toHaveCount(1);
    await expect(page.getByTestId('operation:GET /api/v1.0/es/impacted-customers')).toBeVisible();
    await expect(alerts).toBeHidden();
    await page.getByLabel('Filter operations').fill('');
    await expect(limit).toHaveValue('7');
  });

  test('runs a call with the signed-in token and shows its answer; a bad value shows the 400', async ({ page }) => {
    await signIn(page, 'operator', '/ab/api-documentation');
    await expect(page.getByTestId('api-explorer')).toBeVisible();
    const token = await idToken(page);
    expect(token).not.toBe('');

    const op = await expand(page, 'GET /api/v1.0/es/alerts');
    await op.locator('[data-param="limit"]').fill('3');
    await op.locator('[data-param="query"]').fill('active:true');
    const sent = page.waitForRequest((r) => r.url().includes('/api/v1.0/es/alerts?'));
    const answered = page.waitForResponse((r) => r.url().includes('/api/v1.0/es/alerts?'));
    await op.getByRole('button', { name: 'Execute' }).click();
    const request = await sent;
    expect(await request.headerValue('authorization')).toBe(`Bearer ${token}`);
    expect(new URL(request.url()).searchParams.get('limit')).toBe('3');
    const response = await answered;
    const body = await response.json();
    expect(response.status()).toBe(200);
    expect(body.data.length).toBeLessThanOrEqual(3);

    await expect(op.getByTestId('explorer-status')).toContainText('200');
    // The live simulator changes alerts every few seconds: compare with the answer drawn, not a new one.
    await expect.poll(async () => JSON.parse((await op.getByTestId('explorer-body').textContent()) ?? 'null')).toEqual(body);
    await expect(op.getByTestId('explorer-curl')).toContainText('Authorization: Bearer $TOKEN');
    await expect(op.getByTestId('explorer-curl')).not.toContainText(token);
    await expect(op.getByTestId('explorer-url')).toContainText('/api/v1.0/es/alerts?query=active%3Atrue&limit=3');
    await op.getByTestId('explorer-body').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/explorer-answer.png` });

    // What the user typed stays; a value the server refuses shows its 400 naming the field.
    await op.locator('[data-param="limit"]').fill('lots');
    await op.getByRole('button', { name: 'Execute' }).click();
    await expect(op.getByTestId('explorer-status')).toContainText('400');
    await expect(op.getByTestId('explorer-body')).toContainText('limit');
    await expect(op.locator('[data-param="limit"]')).toHaveValue('lots');
  });

  test('a secured or multi action asks before it runs; the curl line never prints the token', async ({ page }) => {
    await signIn(page, 'operator', '/ab/api-documentation');
    await expect(page.getByTestId('api-explorer')).toBeVisible();
    const token = await idToken(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1.0/action/')) sent.push(new URL(r.url()).pathname);
    });

    // A secured action: Execute asks; Cancel sends nothing; Run sends it.
    const op = await expand(page, 'GET /api/v1.0/action/device/rebootPolycom');
    await op.locator('[data-param="device_name"]').fill('e2e-no-such-device');
    await op.getByRole('button', { name: 'Execute' }).click();
    const confirm = op.getByTestId('explorer-confirm');
    await expect(confirm).toContainText('Calling rebootPolycom sends a notification to the NMS team');
    await page.screenshot({ path: `${SHOTS}/explorer-confirm.png` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(op.getByTestId('explorer-status')).toHaveCount(0);
    expect(sent).toEqual([]);
    await op.getByRole('button', { name: 'Execute' }).click();
    const request = page.waitForRequest((r) => r.url().includes('/api/v1.0/action/device/rebootPolycom?'));
    await confirm.getByRole('button', { name: 'Run rebootPolycom' }).click();
    expect(new URL((await request).url()).searchParams.get('device_name')).toBe('e2e-no-such-device');
    await expect(op.getByTestId('explorer-status')).toBeVisible();
    await expect(op.getByTestId('explorer-curl')).toContainText('-H "Authorization: Bearer $TOKEN"');
    await expect(op.getByTestId('explorer-curl')).not.toContainText(token);

    // A multi action named in the path asks too.
    const multi = await expand(page, 'POST /api/v1.0/action/devices/{action}');
    await multi.locator('[data-param="action"]').fill('dcSwitch');
    await multi.locator('[data-param="device_names"]').fill('e2e-no-such-device');
    await multi.getByRole('button', { name: 'Execute' }).click();
    await expect(multi.getByTestId('explorer-confirm')).toContainText('Calling dcSwitch sends a notification to the NMS team');
    await multi.getByTestId('explorer-confirm').getByRole('button', { name: 'Cancel' }).click();
    expect(sent.filter((p) => p.endsWith('/dcSwitch'))).toEqual([]);

    // Any other call runs at once.
    const ping = page.waitForRequest((r) => r.url().includes('/api/v1.0/action/devices/multiPing'));
    await multi.locator('[data-param="action"]').fill('multiPing');
    await multi.getByRole('button', { name: 'Execute' }).click();
    await ping;
    await expect(multi.getByTestId('explorer-confirm')).toHaveCount(0);
  });

  test('sends the JSON body it was given and a required path parameter', async ({ page }) => {
    await signIn(page, 'operator', '/ab/api-documentation');
    const op = await expand(page, 'POST /api/v1.0/action/devices/pam-suspend');
    const editor = op.getByLabel('Request body (application/json)');
    await expect(editor).toContainText('device_name');
    await editor.fill('{ "device_name": "" }');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1.0/action/devices/pam-suspend') && r.method() === 'POST');
    await op.getByRole('button', { name: 'Execute' }).click();
    expect((await sent).postDataJSON()).toEqual({ device_name: '' });
    await expect(op.getByTestId('explorer-status')).toContainText('400');
    await expect(op.getByTestId('explorer-body')).toContainText('device_name');

    // A path parameter left empty is asked for before anything is sent.
    const put = await expand(page, 'PUT /api/v1.0/action/devices/pam-suspend/{device_name}');
    await put.getByRole('button', { name: 'Execute' }).click();
    await expect(put.getByTestId('explorer-error')).toHaveText('Required: device_name');
    await page.screenshot({ path: `${SHOTS}/explorer-body.png` });
  });
});
