import { mkdirSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import type { MaintenanceImpactAnswer, MaintenanceImpactBody, MaintenanceListAnswer, MaintenanceWindow } from '../packages/contract/src/maintenance';
import { apiGet, expect, idToken, signIn, test } from './fixtures';

/*
 * Issue 21 item 4, the screen: an operator creates a weekly window from a Lucene query, reads its
 * impact preview (the numbers equal the API's for the same body), saves it, finds it in the list
 * with its next occurrence and in the calendar, edits it, meets a 409 when someone else changed
 * it, and deletes it. A viewer sees the screen without the writes.
 */

const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });
// The operator's browser is in New York; the window is planned in Tokyo's time (+09:00, no DST).
test.use({ viewport: { width: 1600, height: 1000 }, timezoneId: 'America/New_York' });
const ZONE = 'Asia/Tokyo';

// Devices the simulator never changes category of (as manage-devices.spec.ts picks them).
const QUERY = 'productCategory:"Power Outlet Controller"';
const unique = () => `E2E maint ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const form = (page: Page) => page.getByRole('dialog', { name: /maintenance window/i });
const isImpact = (r: Request) => r.url().endsWith('/api/v1.0/maintenance/impact') && r.method() === 'POST';
const shownNumber = async (page: Page, testId: string) => Number((await page.getByTestId(testId).innerText()).replace(/,/g, ''));

async function api<T>(page: Page, method: 'post' | 'put' | 'delete', path: string, data?: unknown, params?: Record<string, number>): Promise<T> {
  const res = await page.request.fetch(`/api/v1.0${path}`, { method, data, params, headers: { authorization: `Bearer ${await idToken(page)}` } });
  expect(res.ok(), `${method} ${path} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

async function windowNamed(page: Page, name: string): Promise<MaintenanceWindow | undefined> {
  const list = await apiGet<MaintenanceListAnswer>(page, '/maintenance/windows', { all: true });
  return list.data.find((w) => w.name === name);
}

test('operator creates a weekly window from a query, its preview equals the API, then edits and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'operator', '/maintenance-windows');
  await expect(page.getByRole('heading', { name: 'Maintenance Windows' })).toBeVisible();
  const name = unique();

  await page.getByRole('button', { name: 'New Window' }).click();
  await expect(form(page)).toBeVisible();
  await form(page).getByLabel('Name').fill(name);
  await expect(form(page).getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
  await form(page).getByRole('combobox', { name: 'Time zone' }).fill(ZONE);
  await page.getByRole('option', { name: ZONE, exact: true }).click();

  // A weekly window with no weekday: the server's message shows under the field, and what was typed stays.
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    await form(page).getByLabel(day, { exact: true }).uncheck();
  await form(page).getByRole('textbox', { name: 'Target query' }).fill(QUERY);
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(form(page).getByText('Pick at least one weekday')).toBeVisible();
  await expect(form(page).getByLabel('Name')).toHaveValue(name);
  await expect(form(page).getByRole('textbox', { name: 'Target query' })).toHaveValue(QUERY);

  // Tuesdays and Thursdays, 2 h 30 min: the preview follows the form once typing pauses.
  await form(page).getByLabel('Tuesday', { exact: true }).check();
  const sent = page.waitForRequest((r) => isImpact(r) && (r.postDataJSON() as MaintenanceImpactBody).durationMinutes === 150);
  await form(page).getByLabel('Thursday', { exact: true }).check();
  await form(page).getByLabel('Duration minutes').fill('30');
  const request = await sent;
  const body = request.postDataJSON() as MaintenanceImpactBody;
  expect(body).toMatchObject({
    timeZone: ZONE,
    target: { kind: 'query', query: QUERY },
    recurrence: { kind: 'weekly', weekdays: [2, 4] },
    durationMinutes: 150,
  });
  const answer = await request.response();
  expect(answer?.status()).toBe(200);

  // The numbers on screen are the API's for the same body, asked by the test with the page's token.
  const fromApi = await api<MaintenanceImpactAnswer>(page, 'post', '/maintenance/impact', body);
  expect(fromApi.devices).toBeGreaterThan(0);
  await expect.poll(() => shownNumber(page, 'impact-devices')).toBe(fromApi.devices);
  expect(await shownNumber(page, 'impact-customers')).toBe(fromApi.customers);
  expect(await shownNumber(page, 'impact-event-devices')).toBe(fromApi.events.devices);
  // It counts devices with active network events, not alerts (issue 30): the label names them.
  await expect(page.getByTestId('impact-event-devices').locator('xpath=..')).toContainText(/with active network events/i);
  const typeRows = await page.getByTestId('impact-by-type').locator('tbody tr').allInnerTexts();
  expect(typeRows.map((t) => t.replace(/\s+/g, ' ').trim())).toEqual(
    fromApi.byType.slice(0, 8).map((t) => `${t.type ?? '(none)'} ${t.devices.toLocaleString('en-US')}`),
  );
  // And the devices are those Manage Devices finds for the same query.
  const listed = await apiGet<{ total: number }>(page, '/es/devices/all', { query: QUERY, limit: 1 });
  expect(fromApi.devices).toBe(listed.total);
  await expect(page.getByTestId('impact-next')).toContainText(/Tue|Thu/);
  await page.screenshot({ path: `${SHOTS}/maintenance-form.png` });

  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(form(page)).toBeHidden();
  const saved = await windowNamed(page, name);
  expect(saved).toMatchObject({ target: { kind: 'query', query: QUERY }, recurrence: { kind: 'weekly', weekdays: [2, 4] }, durationMinutes: 150 });

  // The list: recurrence in words, its next occurrence (as the API computed it) in the window's zone.
  const row = page.getByTestId(`window-row-${saved!.id}`);
  await expect(row).toContainText(name);
  await expect(row).toContainText('Weekly on Tue, Thu');
  await expect(row).toContainText('2 h 30 min');
  const item = (await apiGet<MaintenanceListAnswer>(page, '/maintenance/windows')).data.find((w) => w.id === saved!.id)!;
  const next = new Date(item.nextOccurrences[0]!.start);
  const expected = new Intl.DateTimeFormat('en-US', {
    timeZone: item.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(next)
    .filter((p) => p.type !== 'literal')
    .map((p) => p.value);
  for (const part of expected) await expect(row.getByTestId('next-occurrence')).toContainText(part);
  await page.screenshot({ path: `${SHOTS}/maintenance-list.png` });

  // The calendar: its occurrences of the next four weeks (two a week).
  await page.getByText('Calendar', { exact: true }).click();
  // An occurrence that crosses midnight in the browser's zone is drawn on both days, its second
  // block marked '…' (continued): occurrences are the blocks that start, whatever the hour the test runs.
  const blocks = page.locator(`[data-testid="calendar-block"][data-window="${saved!.id}"]`).filter({ hasNotText: /^…/ });
  await expect.poll(() => blocks.count()).toBeGreaterThanOrEqual(7);
  expect(await blocks.count()).toBeLessThanOrEqual(10);
  await page.screenshot({ path: `${SHOTS}/maintenance-calendar.png` });
  await page.getByText('List', { exact: true }).click();

  // Edit: Saturdays too and 3 hours.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(form(page).getByLabel('Name')).toHaveValue(name);
  await form(page).getByLabel('Saturday', { exact: true }).check();
  await form(page).getByLabel('Duration hours').fill('3');
  await form(page).getByLabel('Duration minutes').fill('0');
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(form(page)).toBeHidden();
  await expect(row).toContainText('Weekly on Tue, Thu, Sat');
  await expect(row).toContainText('3 h');

  // Someone else changes it while the form is open: the save says so and keeps the typed text.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await form(page).getByLabel('Info').fill('my change');
  const stored = (await windowNamed(page, name))!;
  await api(page, 'put', `/maintenance/windows/${stored.id}`, {
    name,
    target: stored.target,
    start: stored.start,
    durationMinutes: stored.durationMinutes,
    timeZone: stored.timeZone,
    recurrence: stored.recurrence,
    until: stored.until,
    info: 'their change',
    version: stored.version,
  });
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(form(page).getByTestId('save-error')).toContainText('Someone else changed this window');
  await expect(form(page).getByLabel('Info')).toHaveValue('my change');
  await form(page).getByRole('button', { name: 'Load their version' }).click();
  await expect(form(page).getByLabel('Info')).toHaveValue('their change');
  await form(page).getByRole('button', { name: 'Cancel' }).click();

  // Delete, after a confirmation.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByTestId('confirm-window-action').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  expect(await windowNamed(page, name)).toBeUndefined();
});

test('operator ends a running window now: it leaves the list and the API has it finished', async ({ page }) => {
  await signIn(page, 'operator', '/maintenance-windows');
  const name = unique();
  // A single window that began this minute (UTC) on one device: it runs now.
  const device = (await apiGet<{ data: { name: string }[] }>(page, '/es/devices/all', { query: QUERY, limit: 1 })).data[0]!.name;
  const created = await api<MaintenanceWindow>(page, 'post', '/maintenance/windows', {
    name,
    target: { kind: 'devices', devices: [device] },
    start: new Date().toISOString().slice(0, 16),
    durationMinutes: 60,
    timeZone: 'UTC',
    recurrence: { kind: 'once' },
    info: 'e2e end now',
  });
  await page.reload();
  const row = page.getByTestId(`window-row-${created.id}`);
  await expect(row).toContainText('Running');
  await expect(row).toContainText(`1 devices: ${device}`);

  await row.getByRole('button', { name: `End ${name} now` }).click();
  await page.getByTestId('confirm-window-action').getByRole('button', { name: 'End now' }).click();
  await expect(page.getByTestId('confirm-window-action')).toBeHidden();
  // A single window with its only occurrence ended is finished: the list shows running and coming ones.
  await expect(row).toHaveCount(0);
  const ended = await windowNamed(page, name);
  expect(ended?.endedAt).toBeTruthy();
  await api(page, 'delete', `/maintenance/windows/${created.id}`, undefined, { version: ended!.version });
});

test('a viewer sees the windows but cannot create, edit or delete them', async ({ page }) => {
  await signIn(page, 'viewer', '/maintenance-windows');
  await expect(page.getByRole('heading', { name: 'Maintenance Windows' })).toBeVisible();
  const create = page.getByRole('button', { name: 'New Window' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAttribute('data-disabled-reason', /.+/);
});
