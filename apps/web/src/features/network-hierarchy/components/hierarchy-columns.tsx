import { ActionIcon } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { compareInTree, type TreeRow } from '../logic/hierarchy-tree';
import { HierarchyRowMenu, type HierarchyAction } from './hierarchy-row-menu';
import { StatePie } from '../../../components/state-pie/state-pie';

/** A tree row as the grid holds it: whether it is open is part of the row (a change redraws it). */
export interface GridTreeRow extends TreeRow {
  expanded: boolean;
}

export interface HierarchyColumnHandlers {
  onToggle: (id: string) => void;
  onAction: (action: HierarchyAction, row: TreeRow) => void;
}

const STATUS_WIDTH = 155;
const INDENT = 16;
/** The pie and counts fit the Status cell inside its padding (wider, they ended in '..'). */
const STATUS_PIE_WIDTH = STATUS_WIDTH - 30;
/** Narrow columns keep their label whole: less padding, the filter icon over it on hover. */
const COMPACT = { headerClass: 'nms-compact-header', cellClass: 'nms-compact-cell' } as const;

function NameCell({ row, onToggle }: { row: GridTreeRow; onToggle: (id: string) => void }) {
  const label = row.expanded ? `Collapse ${row.name}` : `Expand ${row.name}`;
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 4, paddingLeft: row.depth * INDENT, minWidth: 0 }} data-depth={row.depth}>
      {row.hasChildren ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="xs"
          aria-label={label}
          aria-expanded={row.expanded}
          onClick={(e) => {
            e.stopPropagation();
            onToggle(row.id);
          }}
        >
          {row.expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
        </ActionIcon>
      ) : (
        <span style={{ width: 18, flex: 'none' }} />
      )}
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }} title={row.displayName !== row.name ? row.displayName : undefined}>
        {row.name}
      </span>
    </span>
  );
}

/** Sorting any column keeps the tree: siblings are ordered, children stay under their parent. */
const treeSort =
  (value: (r: TreeRow) => string | number): ColDef<GridTreeRow>['comparator'] =>
  (_a, _b, na, nb, desc) =>
    na.data && nb.data ? compareInTree(na.data, nb.data, value, desc) : 0;

const NUMBER_FILTER = { filter: 'agNumberColumnFilter', filterParams: { buttons: ['reset'], maxNumConditions: 1 } } as const;

/** Name 200 (sorted ascending), Alerts 70, Devices 70 (80: see below), Status 155, Actions 70 (spec 001 §2.8). */
export function hierarchyColumns(h: HierarchyColumnHandlers): ColDef<GridTreeRow>[] {
  return [
    {
      colId: 'name',
      headerName: 'Name',
      field: 'name',
      width: 200,
      minWidth: 140,
      sort: 'asc',
      comparator: treeSort((r) => r.name.toLowerCase()),
      filter: 'agTextColumnFilter',
      filterParams: { buttons: ['reset'], maxNumConditions: 1, trimInput: true },
      cellRenderer: (p: ICellRendererParams<GridTreeRow>) => (p.data ? <NameCell row={p.data} onToggle={h.onToggle} /> : null),
    },
    {
      colId: 'numberOfAlerts',
      headerName: 'Alerts',
      headerTooltip: 'Alerts',
      field: 'numberOfAlerts',
      width: 70,
      ...COMPACT,
      minWidth: 60,
      type: 'rightAligned',
      comparator: treeSort((r) => r.numberOfAlerts),
      ...NUMBER_FILTER,
    },
    {
      colId: 'numberOfDevices',
      headerName: 'Devices',
      headerTooltip: 'Devices',
      field: 'numberOfDevices',
      // 70 in spec 001 §2.8; 80 holds 'Devices' and its sort arrow.
      width: 80,
      ...COMPACT,
      minWidth: 60,
      type: 'rightAligned',
      comparator: treeSort((r) => r.numberOfDevices),
      ...NUMBER_FILTER,
    },
    {
      colId: 'status',
      headerName: 'Status',
      width: STATUS_WIDTH,
      sortable: false,
      valueGetter: (p) => p.data?.alerts.map((a) => `${a.label}: ${a.value}`).join(', '),
      cellRenderer: (p: ICellRendererParams<GridTreeRow>) =>
        p.data ? <StatePie counts={p.data.alerts} width={STATUS_PIE_WIDTH} height={30} legend="inline" /> : null,
    },
    {
      colId: 'actions',
      headerName: 'Actions',
      headerTooltip: 'Actions',
      width: 70,
      ...COMPACT,
      minWidth: 60,
      sortable: false,
      resizable: false,
      cellRenderer: (p: ICellRendererParams<GridTreeRow>) =>
        p.data ? <HierarchyRowMenu row={p.data} onAction={(a) => h.onAction(a, p.data as TreeRow)} /> : null,
    },
  ];
}
