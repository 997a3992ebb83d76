import type { HierarchyNode } from '@nms/contract';

/** A hierarchy node placed in its tree: depth, children and the chain from its root. */
export interface TreeRow extends HierarchyNode {
  depth: number;
  hasChildren: boolean;
  /** Ancestors from the root down to this row itself. */
  path: TreeRow[];
}

export interface Tree {
  rows: TreeRow[];
  byId: ReadonlyMap<string, TreeRow>;
}

/**
 * Turns the flat id/parentId list into tree rows. A row whose parent is missing becomes a root
 * (the list is still shown); a cycle is cut where it closes.
 */
export function buildTree(nodes: readonly HierarchyNode[]): Tree {
  const byId = new Map<string, HierarchyNode>(nodes.map((n) => [n.id, n]));
  const parents = new Set(nodes.map((n) => n.parentId).filter((p) => p && byId.has(p)));
  const rows = new Map<string, TreeRow>();
  const place = (n: HierarchyNode, seen: Set<string>): TreeRow => {
    const done = rows.get(n.id);
    if (done) return done;
    const parentNode = n.parentId && !seen.has(n.parentId) ? byId.get(n.parentId) : undefined;
    const parent = parentNode ? place(parentNode, new Set([...seen, n.id])) : undefined;
    const row: TreeRow = { ...n, depth: parent ? parent.depth + 1 : 0, hasChildren: parents.has(n.id), path: [] };
    row.path = parent ? [...parent.path, row] : [row];
    rows.set(n.id, row);
    return row;
  };
  for (const n of nodes) place(n, new Set());
  return { rows: [...rows.values()], byId: rows };
}

export interface VisibleOptions {
  expanded: ReadonlySet<string>;
  /** Search text: matching rows show with their ancestors, whatever is collapsed. */
  search: string;
  /** A column filter is on: every row is a candidate (the filter picks), collapsed or not. */
  showAll: boolean;
}

export const matchesSearch = (row: HierarchyNode, text: string): boolean => {
  const t = text.trim().toLowerCase();
  return t === '' || row.name.toLowerCase().includes(t) || row.displayName.toLowerCase().includes(t);
};

/** The rows the grid shows for the expand state, the search and the column filters. */
export function visibleRows(tree: Tree, { expanded, search, showAll }: VisibleOptions): TreeRow[] {
  if (search.trim()) {
    const keep = new Set<string>();
    for (const row of tree.rows) if (matchesSearch(row, search)) for (const a of row.path) keep.add(a.id);
    return tree.rows.filter((r) => keep.has(r.id));
  }
  if (showAll) return tree.rows;
  return tree.rows.filter((r) => r.path.slice(0, -1).every((a) => expanded.has(a.id)));
}

/**
 * Sort comparator that keeps the tree: rows compare by their ancestors at the first level where
 * their chains differ (siblings by value, then name), and an ancestor always comes before its
 * descendants. AG Grid flips the result for a descending sort, so the ancestor case pre-flips.
 */
export function compareInTree(a: TreeRow, b: TreeRow, value: (row: TreeRow) => string | number, descending: boolean): number {
  const n = Math.min(a.path.length, b.path.length);
  for (let i = 0; i < n; i++) {
    const x = a.path[i];
    const y = b.path[i];
    if (x.id === y.id) continue;
    const vx = value(x);
    const vy = value(y);
    if (vx !== vy) return typeof vx === 'number' && typeof vy === 'number' ? vx - vy : String(vx).localeCompare(String(vy));
    return x.name.localeCompare(y.name) || x.id.localeCompare(y.id);
  }
  if (a.path.length === b.path.length) return 0;
  const ancestorFirst = a.path.length < b.path.length ? -1 : 1;
  return descending ? -ancestorFirst : ancestorFirst;
}
