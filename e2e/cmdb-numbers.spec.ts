import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { apiCall, createChain, fieldOf, fill, formOf, openTab, removeCreated, rowNamed, search, tabOf, unique, type Row } from './cmdb-helpers';

// Signs in, writes its rows through the API and drives a form: slow on the shared 2-CPU machine.
test.describe.configure({ timeout: 120_000 });
test.afterEach(async ({ page }) => removeCreated(page));

const NOT_A_NUMBER = 'Frequency must be a number such as 11700.5 or 11,700.5';

/** POSTs the page sends to a collection, so a refused form can be shown to have sent nothing. */
function postsTo(page: Page, collection: string): Row[] {
  const bodies: Row[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(`/api/v1.0/svn/${collection}`)) bodies.push(r.postDataJSON() as Row);
  });
  return bodies;
}

test('a CMDB number is what was typed: garbage is refused under the field with the text kept, thousands separators are read', async ({ page }) => {
  await signIn(page, 'operator', '/cmdb-admin');
  const chain = await createChain(page);
  await openTab(page, 'svi_hughes_outroutes');
  const posts = postsTo(page, 'svi_hughes_outroutes');
  const name = unique('ORe2e');
  await tabOf(page, 'svi_hughes_outroutes').getByRole('button', { name: 'Add' }).click();
  await fill(page, 'svi_hughes_outroutes', { name, inroute_id: chain.inroute });

  const frequency = fieldOf(page, 'svi_hughes_outroutes', 'frequency');
  for (const text of ['12abc34', '1e3', '11,7005']) {
    await frequency.fill(text);
    await formOf(page).getByRole('button', { name: 'Save' }).click();
    await expect(formOf(page).getByText(NOT_A_NUMBER, { exact: true })).toBeVisible();
    await expect(frequency).toHaveValue(text);
  }
  expect(posts).toEqual([]);

  await frequency.fill('11,700.5');
  await formOf(page).getByRole('button', { name: 'Save' }).click();
  await expect(formOf(page)).toBeHidden();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ name, frequency: 11700.5 });
  await search(page, 'svi_hughes_outroutes', name);
  await expect(rowNamed(page, 'svi_hughes_outroutes', name).locator('[col-id="frequency"]')).toHaveText(/^11,?700\.5$/);

  // The form-made row goes too (removeCreated knows only the API-made ones).
  const rows = await apiCall<{ data: Row[] }>(page, 'GET', 'svi_hughes_outroutes');
  const made = rows.body.data.find((r) => r.name === name);
  expect(made?.frequency).toBe(11700.5);
  expect((await apiCall(page, 'DELETE', `svi_hughes_outroutes/${String(made?.outroute_id)}`)).status).toBe(200);
});

test('a location off the globe is refused in the form and by the server', async ({ page }) => {
  await signIn(page, 'operator', '/cmdb-admin');
  await openTab(page, 'svi_hughes_locations');
  const posts = postsTo(page, 'svi_hughes_locations');
  await tabOf(page, 'svi_hughes_locations').getByRole('button', { name: 'Add' }).click();
  await fill(page, 'svi_hughes_locations', { name: unique('e2e-loc'), latitude: '123.5', longitude: '-77.27' });
  await formOf(page).getByRole('button', { name: 'Save' }).click();
  await expect(formOf(page).getByText('Latitude must be between -90 and 90', { exact: true })).toBeVisible();
  await expect(fieldOf(page, 'svi_hughes_locations', 'latitude')).toHaveValue('123.5');
  expect(posts).toEqual([]);
  const refused = await apiCall(page, 'POST', 'svi_hughes_locations', { name: unique('e2e-loc'), longitude: 181 });
  expect(refused).toMatchObject({ status: 400, body: { message: 'body/longitude: Longitude must be between -180 and 180' } });
});
