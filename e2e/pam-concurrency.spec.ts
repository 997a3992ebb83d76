import { expect, idToken, test } from './fixtures';
import { LIVE, NONE, clearPam, createPam, expectAgree, freeDevice, openDevicePage, operatorPage, pamCard, pamOf } from './pam-page-helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/pam-shots';

/**
 * No lost update on PAM suspend (issue: trust, item 2): two operators on one device. B, whose
 * screen still says 'PAM not suspended', creates over A's schedule: the server refuses it (409),
 * B sees who holds the device and the window, B's form shows A's schedule with B's Info kept,
 * and A's window is intact. A Remove of a schedule someone already removed says so.
 */
test("a create over a schedule the operator has not seen is refused with the holder's window; a Remove of a gone schedule says so", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const a = await operatorPage(browser, 'operator');
  const device = await freeDevice(a, 25);
  const b = await operatorPage(browser, 'admin');
  await openDevicePage(a, device);
  await openDevicePage(b, device);
  await expectAgree(b, NONE);

  try {
    await createPam(a, 'A window');
    await expect(pamCard(a).getByTestId('pam-notice')).toHaveText('PAM Suspend created successfully');
    await expectAgree(a, LIVE);
    const aStart = await pamCard(a).getByLabel('Start Date').inputValue();
    const aEnd = await pamCard(a).getByLabel('End Date').inputValue();

    // B's screen is stale: it still says nobody holds the device.
    await expect(pamCard(b).getByTestId('pam-current-status')).toHaveValue('PAM not suspended');
    await createPam(b, 'B window');
    const notice = pamCard(b).getByTestId('pam-notice');
    await expect(notice).toContainText(device);
    await expect(notice).toContainText('operator');
    await expect(notice).toContainText('A window');
    await expect(notice).not.toContainText('PAM Suspend created successfully');
    // B's form now shows A's schedule (status and window) and keeps what B typed.
    await expectAgree(b, LIVE);
    await expect(pamCard(b).getByLabel('Start Date')).toHaveValue(aStart);
    await expect(pamCard(b).getByLabel('End Date')).toHaveValue(aEnd);
    await expect(pamCard(b).getByLabel('Info')).toHaveValue('B window');
    await notice.scrollIntoViewIfNeeded();
    await b.screenshot({ path: `${SHOTS}/pam-conflict-1600x1000.png` });

    // Nothing of A's was lost.
    const [held] = await pamOf(a, device);
    expect(held).toMatchObject({ info: 'A window', user: 'operator' });
    await a.getByTestId('device-details-header').getByRole('button', { name: 'Refresh' }).click();
    await expect(pamCard(a).getByLabel('Info')).toHaveValue('A window');
    await expect(pamCard(a).getByLabel('Start Date')).toHaveValue(aStart);

    // Once confirmed ('PAM Suspended') the forms stop polling: B's screen holds still while A removes.
    await expectAgree(b, /^PAM Suspended$/, 60_000);
    await pamCard(a).getByRole('button', { name: 'Remove' }).click();
    await expect(pamCard(a).getByTestId('pam-notice')).toHaveText('PAM Suspend removed successfully');
    await expect(pamCard(b).getByTestId('pam-current-status')).toHaveValue('PAM Suspended');
    await pamCard(b).getByRole('button', { name: 'Remove' }).click();
    await expect(pamCard(b).getByTestId('pam-notice')).toHaveText(`No PAM Schedule found for ${device}`);
    await expectAgree(b, NONE);
    await expect(pamCard(b).getByRole('button', { name: 'Remove' })).toHaveCount(0);
  } finally {
    await clearPam(a, device);
    await a.context().close();
    await b.context().close();
  }
});

/** The multi-device grid: a row changed by someone else since the grid read it is refused, not overwritten. */
test('the schedules grid refuses a row changed since it was read, says why and reloads it', async ({ browser }) => {
  test.setTimeout(180_000);
  const a = await operatorPage(browser, 'operator');
  const first = await freeDevice(a, 35);
  const second = await freeDevice(a, 45);
  const devices = [first, second];
  expect(second).not.toBe(first);
  const b = await operatorPage(browser, 'admin');
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
    const row = (d: string) => grid.locator(`.ag-row[row-id="${d}"]`).first();
    await expect(row(first)).toBeVisible();

    const form = grid.getByTestId('pam-apply-form');
    await form.getByLabel('Info').fill('grid A window');
    await form.getByRole('button', { name: 'Apply' }).click();
    await grid.getByRole('button', { name: 'Save changes' }).click();
    await expect(grid.getByTestId('pam-grid-notice')).toHaveText('PAM Suspend created successfully');

    // B rewrites the first device's schedule behind A's back (B read it first: a deliberate edit).
    const [seen] = await pamOf(b, first);
    const put = await b.request.put(`/api/v1.0/action/devices/pam-suspend/${encodeURIComponent(first)}`, {
      data: { info: 'changed by B', start_time: seen.start_time, end_time: seen.end_time, version: seen.version },
      headers: { authorization: `Bearer ${await idToken(b)}` },
    });
    expect(put.status()).toBe(200);

    // A, whose grid still shows the old row, edits both rows and saves.
    for (const d of devices) {
      await row(d).locator('[col-id="info"]').click();
      await a.keyboard.press('ControlOrMeta+a');
      await a.keyboard.type(`A edit of ${d}`);
      await a.keyboard.press('Enter');
    }
    await expect(grid.getByTestId('pam-pending-count')).toHaveText('2 pending');
    await grid.getByRole('button', { name: 'Save changes' }).click();
    const notice = grid.getByTestId('pam-grid-notice');
    // One summary (issue 30, item 11): the count of each outcome and the reason of the refusal.
    await expect(notice).toContainText('Created 0, updated 1, refused 1');
    await expect(notice).toContainText(`Changed by admin since it was read: 1 (${first})`);
    // The refused row reads as the server has it now; B's edit was not overwritten.
    await expect(row(first).locator('[col-id="info"]')).toHaveText('changed by B');
    await expect(row(second).locator('[col-id="info"]')).toHaveText(`A edit of ${second}`);
    await expect(grid.getByTestId('pam-pending-count')).toHaveText('0 pending');
    expect((await pamOf(a, first))[0].info).toBe('changed by B');
  } finally {
    for (const d of devices) await clearPam(a, d);
    await a.context().close();
    await b.context().close();
  }
});
