import type { HierarchyNode } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { buildTree, compareInTree, visibleRows, type TreeRow } from './hierarchy-tree';

const node = (id: string, parentId: string, name: string, numberOfDevices = 0): HierarchyNode => ({
  id,
  parentId,
  name,
  displayName: name,
  numberOfAlerts: 0,
  numberOfDevices,
  alerts: [],
  deviceQuery: `memberOf:"${id}"`,
  alertQuery: `memberOf:"${id}"`,
});

const NODES = [
  node('C', '', 'All Customers', 30),
  node('C2', 'C', 'Beta corp', 10),
  node('C1', 'C', 'Alpha inc', 20),
  node('D', '', 'All Datacenters', 50),
  node('D1', 'D', 'DC1', 50),
  node('G1', 'D1', 'GW-7', 5),
  node('X', 'missing', 'Orphan', 1),
];

/** What AG Grid does with a comparator: sort ascending, flip the result for descending. */
const sorted = (rows: TreeRow[], value: (r: TreeRow) => string | number, desc = false) =>
  [...rows].sort((a, b) => (desc ? -1 : 1) * compareInTree(a, b, value, desc)).map((r) => r.id);

describe('hierarchy tree', () => {
  const tree = buildTree(NODES);

  it('places rows by parentId; a missing parent makes a root', () => {
    expect(tree.byId.get('G1')?.depth).toBe(2);
    expect(tree.byId.get('G1')?.path.map((r) => r.id)).toEqual(['D', 'D1', 'G1']);
    expect(tree.byId.get('X')?.depth).toBe(0);
    expect(tree.byId.get('D1')?.hasChildren).toBe(true);
    expect(tree.byId.get('C1')?.hasChildren).toBe(false);
  });

  it('survives a cycle', () => {
    const cyc = buildTree([node('A', 'B', 'a'), node('B', 'A', 'b')]);
    expect(cyc.rows).toHaveLength(2);
  });

  it('shows children of expanded rows only', () => {
    const ids = (expanded: string[]) => visibleRows(tree, { expanded: new Set(expanded), search: '', showAll: false }).map((r) => r.id);
    expect(ids([])).toEqual(['C', 'D', 'X']);
    expect(ids(['D'])).toEqual(['C', 'D', 'D1', 'X']);
    expect(ids(['D1'])).toEqual(['C', 'D', 'X']);
    expect(ids(['D', 'D1'])).toEqual(['C', 'D', 'D1', 'G1', 'X']);
  });

  it('search keeps the matches and their ancestors, collapsed or not', () => {
    const ids = visibleRows(tree, { expanded: new Set(), search: 'gw-', showAll: false }).map((r) => r.id);
    expect(ids).toEqual(['D', 'D1', 'G1']);
    expect(visibleRows(tree, { expanded: new Set(), search: '', showAll: true })).toHaveLength(NODES.length);
  });

  it('sorts siblings and keeps parents before their children, both directions', () => {
    const byName = (r: TreeRow) => r.name;
    expect(sorted(tree.rows, byName)).toEqual(['C', 'C1', 'C2', 'D', 'D1', 'G1', 'X']);
    expect(sorted(tree.rows, byName, true)).toEqual(['X', 'D', 'D1', 'G1', 'C', 'C2', 'C1']);
    const byDevices = (r: TreeRow) => r.numberOfDevices;
    expect(sorted(tree.rows, byDevices)).toEqual(['X', 'C', 'C2', 'C1', 'D', 'D1', 'G1']);
  });
});
