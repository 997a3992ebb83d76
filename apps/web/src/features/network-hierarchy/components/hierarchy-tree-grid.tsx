import { ALL_CUSTOMERS_NODE_ID, HIERARCHY_PAGE_SIZE, HIERARCHY_PAGE_SIZES } from '@nms/contract';
import type { GridApi } from 'ag-grid-community';
import { useCallback, useMemo, useRef } from 'react';
import type { ChooserColumn } from '../../../components/data-grid/column-chooser';
import { visibleRows, type Tree, type TreeRow } from '../logic/hierarchy-tree';
import { ClientGrid } from '../../../components/client-grid/client-grid';
import { hierarchyColumns, type GridTreeRow } from './hierarchy-columns';
import type { HierarchyAction } from './hierarchy-row-menu';

export interface HierarchyTreeGridProps {
  tree: Tree | undefined;
  expanded: ReadonlySet<string>;
  search: string;
  filterActive: boolean;
  selectedId: string | undefined;
  loading: boolean;
  onToggle: (id: string) => void;
  onSelect: (row: TreeRow) => void;
  onAction: (action: HierarchyAction, row: TreeRow) => void;
  onFilterActive: (active: boolean) => void;
  onColumnsChange: (columns: ChooserColumn[]) => void;
  onReady: (api: GridApi<GridTreeRow>) => void;
}

const rowId = (r: GridTreeRow) => r.id;

/** The hierarchy as a tree list: rows indented under their parent, opened and closed in place. */
export function HierarchyTreeGrid(p: HierarchyTreeGridProps) {
  const { onToggle, onAction, tree, expanded, search, filterActive, selectedId } = p;
  const columns = useMemo(() => hierarchyColumns({ onToggle, onAction }), [onToggle, onAction]);
  const rows = useMemo(
    () =>
      tree
        ? visibleRows(tree, { expanded, search, showAll: filterActive }).map((r) => ({ ...r, expanded: expanded.has(r.id) || !!search.trim() }))
        : undefined,
    [tree, expanded, search, filterActive],
  );

  // The selected row follows the state (rows are re-placed on expand, search and refresh); the
  // first time it appears, the grid pages to it.
  const shown = useRef<string>(undefined);
  const onRowsUpdated = useCallback(
    (api: GridApi<GridTreeRow>) => {
      const id = selectedId ?? ALL_CUSTOMERS_NODE_ID;
      const node = api.getRowNode(id);
      if (!node) return;
      if (!node.isSelected()) node.setSelected(true, true);
      if (shown.current !== id && node.rowIndex !== null) {
        shown.current = id;
        api.paginationGoToPage(Math.floor(node.rowIndex / api.paginationGetPageSize()));
      }
    },
    [selectedId],
  );

  return (
    <ClientGrid<GridTreeRow>
      testId="hierarchy-grid"
      rows={rows}
      columns={columns}
      rowId={rowId}
      pageSizes={HIERARCHY_PAGE_SIZES}
      defaultPageSize={HIERARCHY_PAGE_SIZE}
      loading={p.loading}
      onReady={p.onReady}
      onRowClicked={p.onSelect}
      onRowsUpdated={onRowsUpdated}
      onFilterActive={p.onFilterActive}
      onColumnsChange={p.onColumnsChange}
    />
  );
}
