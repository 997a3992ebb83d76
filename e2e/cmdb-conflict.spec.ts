import { expect, idToken, signIn, test } from './fixtures';
import { apiCall, createRow, fieldOf, formOf, openTab, removeCreated, rowNamed, search, unique, type Row } from './cmdb-helpers';
import { operatorPage } from './pam-page-helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/cmdb-shots';
const CIRCUITS = 'svi_hughes_circuits';

/**
 * No silent overwrite in the CMDB (issue 30, item 12): while the operator's Edit form is open a
 * second session changes the record. The operator's Save is refused (409): the form says who
 * changed it and what changed, keeps what the operator typed, takes the other change where the
 * operator typed nothing, and a second Save stores both.
 */
test('an edit of a record changed meanwhile is refused with what changed, keeping what was typed', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'operator', '/cmdb-admin');
  const name = unique('e2e-circ');
  const id = await createRow(page, CIRCUITS, { a_circuit_id: name, carrier: 'Lumen', speed: '10 Gbps' });
  const other = await operatorPage(browser, 'admin');
  try {
    await openTab(page, CIRCUITS);
    await search(page, CIRCUITS, name);
    await rowNamed(page, CIRCUITS, name).getByRole('button', { name: 'Edit' }).click();
    await expect(fieldOf(page, CIRCUITS, 'carrier')).toHaveValue('Lumen');

    // The second session reads the record and changes its carrier.
    const seen = (await apiCall<Row>(other, 'GET', `${CIRCUITS}/${id}`)).body;
    const put = await other.request.put(`/api/v1.0/svn/${CIRCUITS}/${id}`, {
      data: { carrier: 'Zayo', version: seen.version },
      headers: { authorization: `Bearer ${await idToken(other)}` },
    });
    expect(put.status()).toBe(200);

    await fieldOf(page, CIRCUITS, 'notes').fill('typed by the operator');
    await fieldOf(page, CIRCUITS, 'speed').fill('40 Gbps');
    await formOf(page).getByRole('button', { name: 'Save' }).click();
    await expect(formOf(page).getByTestId('cmdb-form-error')).toHaveText(
      `Not able to update, circuit '${name}' was changed by admin since you opened it; your edit was not saved`,
    );
    const changes = formOf(page).getByTestId('cmdb-form-changes');
    await expect(changes).toContainText('Carrier: Lumen → Zayo');
    await expect(fieldOf(page, CIRCUITS, 'notes')).toHaveValue('typed by the operator');
    await expect(fieldOf(page, CIRCUITS, 'speed')).toHaveValue('40 Gbps');
    // A field the operator left alone now shows the other change, so saving does not undo it.
    await expect(fieldOf(page, CIRCUITS, 'carrier')).toHaveValue('Zayo');
    expect((await apiCall<Row>(page, 'GET', `${CIRCUITS}/${id}`)).body).toMatchObject({ carrier: 'Zayo', speed: '10 Gbps', notes: null });
    await changes.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/cmdb-edit-conflict-1600x1000.png` });

    await formOf(page).getByRole('button', { name: 'Save' }).click();
    await expect(formOf(page)).toBeHidden();
    expect((await apiCall<Row>(page, 'GET', `${CIRCUITS}/${id}`)).body).toMatchObject({
      carrier: 'Zayo',
      speed: '40 Gbps',
      notes: 'typed by the operator',
    });
  } finally {
    await removeCreated(page);
    await other.context().close();
  }
});
