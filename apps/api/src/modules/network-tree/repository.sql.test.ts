import { describe, expect, it } from 'vitest';
import { sqlRecorder } from '../../../test/sql-recorder';
import { networkChart } from './charts';
import { hierarchies } from './hierarchy';

/*
 * SQL snapshots of the network tree reads (issue 32): the hierarchy (group rows and the alert
 * counters of migration 027, read together) and the sunbursts read without the device index
 * (a slice GROUP BY, and the union count of All Services).
 */

const GROUPS = [
  {
    key: 'SATELLITE:SAT-1',
    networkType: 'SATELLITE',
    name: 'SAT-1',
    lowLevelGroup: null,
    deviceQuery: 'memberOf:"SATELLITE:SAT-1"',
    threshold: 10,
    total: 4,
    impacted: 1,
  },
  {
    key: 'BEAM:B-7',
    networkType: 'BEAM',
    name: 'B-7',
    lowLevelGroup: 'SAT-1',
    deviceQuery: 'memberOf:"BEAM:B-7"',
    threshold: 10,
    total: 4,
    impacted: 1,
  },
];

describe('network hierarchy SQL', () => {
  it('reads the groups and the active alert counters', async () => {
    const rec = sqlRecorder()
      .answer(/FROM device_groups g ORDER BY/, GROUPS)
      .answer(/FROM alert_counts\.by_key/, [{ key: 'BEAM:B-7', severity: 1, n: 2 }]);
    const nodes = await hierarchies(rec.db);
    expect(nodes.find((n) => n.id === 'BEAM:B-7')).toMatchObject({ parentId: 'SATELLITE:SAT-1', numberOfAlerts: 2, numberOfDevices: 4 });
    expect(rec.take()).toMatchSnapshot();
  });
});

describe('network chart SQL without the device index', () => {
  it('All Devices: the groups, then installed devices per product category', async () => {
    const rec = sqlRecorder();
    await networkChart(rec.db, 'All Devices');
    expect(rec.take()).toMatchSnapshot();
  });

  it('All Services: the groups, then one count of the union of the services', async () => {
    const rec = sqlRecorder().answer(/FROM device_groups g ORDER BY/, GROUPS);
    await networkChart(rec.db, 'All Services');
    expect(rec.take()).toMatchSnapshot();
  });
});
