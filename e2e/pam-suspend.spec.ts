import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { drawnRows } from './grid-helpers';

/** Devices the PAM Suspend menu rule admits (spec 001 §5), not yet suspended. */
const ELIGIBLE = "discovered:true AND provisionStatus:ACTV AND NOT nocid:CRM-ACTV AND NOT nmd:notset AND NOT nmd:'' AND NOT pamSuspended:true";
const FORMAT_MESSAGE = 'The date must have the following format: MM/dd/yyyy HH:mm:ss (23:00:00)';

/** Manage Devices narrowed to eligible devices; answers the device names in row order. */
async function openEligible(page: Page): Promise<string[]> {
  await signIn(page, 'operator', '/manage-devices');
  await drawnRows(page);
  const loaded = page.waitForResponse((r) => r.url().includes('/api/v1.0/es/devices/all') && r.url().includes('pamSuspended'));
  const box = page.getByPlaceholder('Search with lucene query');
  await box.fill(ELIGIBLE);
  await box.press('Enter');
  await loaded;
  const rows = await drawnRows(page);
  return rows.map((r) => r.name);
}

/** A date in the browser's local time, in the form's format, `offsetSeconds` from now. */
const dateFromNow = (page: Page, offsetSeconds: number) =>
  page.evaluate((offset) => {
    const d = new Date(Date.now() + offset * 1000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${p(d.getMonth() + 1)}/${p(d.getDate())}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }, offsetSeconds);

async function openForm(page: Page, device: string) {
  await page
    .getByRole('button', { name: `Actions for ${device}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'PAM Suspend' }).click();
  const dock = page.getByTestId('manage-devices-dock');
  await expect(dock.getByTestId('pam-suspend-form')).toBeVisible();
  return dock;
}

test('single device: validates, creates, shows the status and removes', async ({ page }) => {
  const names = await openEligible(page);
  const device = names[0];
  const dock = await openForm(page, device);
  const status = dock.getByTestId('pam-current-status');
  await expect(status).toHaveValue('PAM not suspended');
  await expect(dock.getByTestId('pam-load-notice')).toHaveText(`No PAM Schedule found for ${device}`);
  await expect(dock.getByRole('button', { name: 'Remove' })).toHaveCount(0);

  const start = dock.getByLabel('Start Date');
  const end = dock.getByLabel('End Date');
  const info = dock.getByLabel('Info');
  const create = dock.getByRole('button', { name: 'Create' });

  await start.fill('');
  await end.fill('');
  await create.click();
  for (const message of ['Start date is required', 'End date is required', 'Info is required']) await expect(dock.getByText(message)).toBeVisible();

  await start.fill('tomorrow 10am');
  await end.fill(await dateFromNow(page, 3 * 3600));
  await info.fill('e2e maintenance');
  await create.click();
  await expect(dock.getByText(FORMAT_MESSAGE)).toBeVisible();

  await start.fill(await dateFromNow(page, 20 * 60));
  await end.fill(await dateFromNow(page, 3600));
  await create.click();
  await expect(dock.getByText('Start date must be between now and 8 minutes ahead')).toBeVisible();
  await expect(dock.getByText('End date must be at least 2 hours from now')).toBeVisible();

  await end.fill(await dateFromNow(page, 11 * 365 * 86_400));
  await create.click();
  await expect(dock.getByText('End date must be less than 10 years')).toBeVisible();

  await start.fill(await dateFromNow(page, 0));
  await end.fill(await dateFromNow(page, 3 * 3600));
  await create.click();
  await expect(dock.getByTestId('pam-notice')).toHaveText('PAM Suspend created successfully');
  await expect(status).toHaveValue(/^(PAM Suspend is scheduled|PAM Suspend is pending|PAM Suspended)$/);
  await expect(dock.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expect(info).toHaveValue('e2e maintenance');

  // The lifecycle job confirms the suspension within a tick or two; the open form follows it
  // without being reopened, and keeps the window and info on screen.
  await expect(status).toHaveValue('PAM Suspended', { timeout: 45_000 });
  await expect(info).toHaveValue('e2e maintenance');

  await dock.getByRole('button', { name: 'Remove' }).click();
  await expect(dock.getByTestId('pam-notice')).toHaveText('PAM Suspend removed successfully');
  await expect(dock.getByTestId('pam-current-status')).toHaveValue('PAM not suspended');
  await expect(dock.getByRole('button', { name: 'Remove' })).toHaveCount(0);
});

const gridRow = (dock: ReturnType<Page['getByTestId']>, device: string) => dock.locator(`.ag-row[row-id="${device}"]`).first();

test('several devices: Apply fills the rows, then edits and deletes are saved as a batch', async ({ page }) => {
  const names = await openEligible(page);
  const devices = names.slice(5, 8);
  for (const name of devices) {
    await page.locator(`.ag-row[row-id="${name}"] .ag-selection-checkbox input`).first().check();
  }
  await page.getByRole('combobox', { name: 'Bulk action' }).click();
  await page.getByRole('option', { name: 'PAM Suspend' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  const dock = page.getByTestId('manage-devices-dock');
  const grid = dock.getByTestId('pam-suspend-grid');
  await expect(grid).toBeVisible();
  for (const name of devices) await expect(gridRow(grid, name)).toBeVisible();
  await expect(grid.getByText('Apply start/end date and info to all records')).toBeVisible();

  const form = grid.getByTestId('pam-apply-form');
  await form.getByLabel('Info').fill('bulk e2e window');
  await form.getByRole('button', { name: 'Apply' }).click();
  for (const name of devices) await expect(gridRow(grid, name).locator('[col-id="info"]')).toHaveText('bulk e2e window');
  await expect(grid.getByTestId('pam-pending-count')).toHaveText('3 pending');

  await grid.getByRole('button', { name: 'Save changes' }).click();
  await expect(grid.getByTestId('pam-grid-notice')).toHaveText('PAM Suspend created successfully');
  await expect(grid.getByTestId('pam-pending-count')).toHaveText('0 pending');
  for (const name of devices) await expect(gridRow(grid, name).locator('[col-id="status"]')).toHaveText(/^(Scheduled|Pending|Suspended)$/);

  // Edit one info cell, delete another row; both wait for Save changes.
  const infoCell = gridRow(grid, devices[0]).locator('[col-id="info"]');
  await infoCell.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('edited in the grid');
  await page.keyboard.press('Enter');
  await expect(infoCell).toHaveText('edited in the grid');
  await expect(infoCell).toHaveClass(/pam-cell-edited/);
  await grid.getByRole('button', { name: `Delete ${devices[1]}` }).click();
  await expect(gridRow(grid, devices[1])).toHaveClass(/pam-row-deleted/);
  await expect(grid.getByTestId('pam-pending-count')).toHaveText('2 pending');

  await grid.getByRole('button', { name: 'Save changes' }).click();
  await expect(grid.getByTestId('pam-grid-notice')).toContainText('PAM Suspend updated successfully');
  await expect(grid.getByTestId('pam-grid-notice')).toContainText('PAM Suspend removed successfully');
  await expect(grid.getByTestId('pam-pending-count')).toHaveText('0 pending');
  await expect(infoCell).toHaveText('edited in the grid');
  await expect(gridRow(grid, devices[1]).locator('[col-id="status"]')).toHaveText('');
  await expect(gridRow(grid, devices[1]).locator('[col-id="info"]')).toHaveText('');
  await expect(gridRow(grid, devices[1])).not.toHaveClass(/pam-row-deleted/);
  await expect(gridRow(grid, devices[0])).not.toHaveClass(/pam-row-new/);
  await expect(infoCell).not.toHaveClass(/pam-cell-edited/);

  // Leave the fleet as found: delete the two remaining schedules.
  await grid.getByRole('button', { name: `Delete ${devices[0]}` }).click();
  await grid.getByRole('button', { name: `Delete ${devices[2]}` }).click();
  await grid.getByRole('button', { name: 'Save changes' }).click();
  await expect(grid.getByTestId('pam-grid-notice')).toHaveText('PAM Suspend removed successfully');
});
