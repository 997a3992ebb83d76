import type { Request } from '@playwright/test';
import { apiGet, expect, idToken, test } from './fixtures';
import { PAM_ELIGIBLE, clearPam, operatorPage, pamOf } from './pam-page-helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/pam-shots';
/** Fits one page of the schedules grid (15 rows); the API test saves 1,000 in one call. */
const BULK = 12;

/**
 * Bulk PAM is one write (issue 30, item 11): the multi-device grid's Save sends its rows in one
 * batch call, and answers with one notice: 'Created N, refused M' and the reasons with their
 * counts, not one red line per device. A device another operator took meanwhile is refused with
 * who holds it, and that operator's schedule is intact.
 */
test('a bulk PAM Suspend is saved in one call with one summary of what was created and refused', async ({ browser }) => {
  test.setTimeout(240_000);
  const a = await operatorPage(browser, 'operator');
  const b = await operatorPage(browser, 'admin');
  const { data } = await apiGet<{ data: { name: string }[] }>(a, '/es/devices/all', { query: PAM_ELIGIBLE, limit: 200, sort: 'name', order: 'desc' });
  const devices: string[] = [];
  for (const d of data.slice(60)) {
    if (devices.length === BULK) break;
    if ((await pamOf(a, d.name)).length === 0) devices.push(d.name);
  }
  expect(devices).toHaveLength(BULK);
  const writes: string[] = [];
  a.on('request', (r: Request) => {
    if (r.method() !== 'GET' && r.url().includes('/api/v1.0/action/devices/pam-suspend')) writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  try {
    await a.goto('/manage-devices');
    const box = a.getByPlaceholder('Search with lucene query');
    await box.fill(devices.map((d) => `name:"${d}"`).join(' OR '));
    await box.press('Enter');
    for (const d of devices) await a.locator(`.ag-row[row-id="${d}"] .ag-selection-checkbox input`).first().check();
    await a.getByRole('combobox', { name: 'Bulk action' }).click();
    await a.getByRole('option', { name: 'PAM Suspend' }).click();
    await a.getByRole('button', { name: 'Submit' }).click();
    const grid = a.getByTestId('manage-devices-dock').getByTestId('pam-suspend-grid');
    for (const d of devices) await expect(grid.locator(`.ag-row[row-id="${d}"]`).first()).toBeAttached();

    // Another operator takes the first device after A's grid read it.
    const now = Math.floor(Date.now() / 1000);
    const taken = await b.request.post('/api/v1.0/action/devices/pam-suspend', {
      data: [{ device_name: devices[0], info: 'taken by B', start_time: now, end_time: now + 3 * 3600 }],
      headers: { authorization: `Bearer ${await idToken(b)}` },
    });
    expect(taken.status()).toBe(200);

    const form = grid.getByTestId('pam-apply-form');
    await form.getByLabel('Info').fill('bulk e2e window');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(grid.getByTestId('pam-pending-count')).toHaveText(`${BULK} pending`);
    await grid.getByRole('button', { name: 'Save changes' }).click();

    const notice = grid.getByTestId('pam-grid-notice');
    await expect(notice).toContainText(`Created ${BULK - 1}, refused 1`);
    await expect(notice).toContainText(`Changed by admin since it was read: 1 (${devices[0]})`);
    // One summary: the head line and one line per reason, never a line per device.
    expect((await notice.innerText()).split('\n').filter((l) => l.trim())).toHaveLength(2);
    expect(writes).toEqual(['POST /api/v1.0/action/devices/pam-suspend/batch']);
    await notice.scrollIntoViewIfNeeded();
    await a.screenshot({ path: `${SHOTS}/pam-bulk-summary-1600x1000.png` });

    // What the server holds: B's schedule intact, A's on every other device.
    expect((await pamOf(a, devices[0]))[0]).toMatchObject({ info: 'taken by B', user: 'admin' });
    for (const d of devices.slice(1)) expect((await pamOf(a, d))[0]).toMatchObject({ info: 'bulk e2e window', user: 'operator' });
    await expect(grid.getByTestId('pam-pending-count')).toHaveText('0 pending');
  } finally {
    for (const d of devices) await clearPam(a, d);
    await a.context().close();
    await b.context().close();
  }
});
