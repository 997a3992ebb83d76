import { describe, expect, it } from 'vitest';
import { sqlRecorder } from '../../../test/sql-recorder';
import { deleteOldChanges, selectChanges, selectDeviceBatch, selectDevicesNamed } from './repository';

/*
 * SQL snapshots of what the device index reads (issue 32): the fleet in name order for its first
 * load, the device_changes since a snapshot's xmin (with the statement's own xmin in a header
 * row), the rows of the devices they name, and the pruning of old changes.
 */

describe('device index reads SQL', () => {
  it('the first batch of the fleet and the batch after a name', async () => {
    const rec = sqlRecorder();
    await selectDeviceBatch(rec.db, null, 5_000);
    await selectDeviceBatch(rec.db, 'dev-5000', 5_000);
    expect(rec.take()).toMatchSnapshot();
  });

  it('the changes since an xmin, less the transactions already applied', async () => {
    const rec = sqlRecorder().answer(/^SELECT NULL::text AS xid/, [
      { xid: null, name: null, xmin: '812', at: null },
      { xid: '805', name: 'dev-1', xmin: null, at: 1_768_478_400_000 },
    ]);
    const batch = await selectChanges(rec.db, '800', ['801', '803'], 10_000);
    expect(batch).toEqual({ xmin: '812', changes: [{ xid: '805', name: 'dev-1', at: 1_768_478_400_000 }] });
    expect(rec.take()).toMatchSnapshot();
  });

  it('the current rows of changed devices, and the pruning of old changes', async () => {
    const rec = sqlRecorder();
    await selectDevicesNamed(rec.db, ['dev-1', 'dev-2']);
    await deleteOldChanges(rec.db, 3_600_000);
    expect(rec.take()).toMatchSnapshot();
  });
});
