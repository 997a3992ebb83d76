import { ActionIcon } from '@mantine/core';
import { IB_PAGE_SIZES } from '@nms/contract';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useMemo } from 'react';
import { detailRowOptions } from '../../../components/data-grid/detail-rows';
import { GridShell } from '../../../components/data-grid/grid-shell';
import type { IbViewRow } from '../logic/view-rows';
import { SUBNET_DETAIL_HEIGHT, SubnetDetail } from './subnet-detail';

/** A result row, or the detail row under an expanded subnet (AG Grid Community has no master/detail). */
export type IbGridRow = IbViewRow | { key: string; detailOf: IbViewRow };
const isDetail = (r: IbGridRow | undefined): r is { key: string; detailOf: IbViewRow } => !!r && 'detailOf' in r;

export interface ResultsGridProps {
  rows: IbViewRow[];
  columns: ColDef<IbViewRow>[];
  /** Subnet results expand; other types do not. */
  expandable: boolean;
  expanded: ReadonlySet<string>;
  onExpand: (key: string, open: boolean) => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  loading: boolean;
}

const DetailRow = (p: ICellRendererParams<IbGridRow>) =>
  isDetail(p.data) ? <SubnetDetail network={p.data.detailOf.network} view={p.data.detailOf.network_view} /> : null;

const DETAILS = detailRowOptions<IbGridRow>({ isDetail, cell: DetailRow, heightOf: (r) => (isDetail(r) ? SUBNET_DETAIL_HEIGHT : undefined) });

/**
 * The results, paged here (25 a page) rather than by AG Grid, so a subnet's detail row always
 * sits under its subnet on the same page. All rows of a page are drawn (autoHeight).
 */
export function ResultsGrid(p: ResultsGridProps) {
  const { expanded, onExpand } = p;
  const pages = Math.max(1, Math.ceil(p.rows.length / p.pageSize));
  const page = Math.min(p.page, pages - 1);
  const pageRows = p.rows.slice(page * p.pageSize, (page + 1) * p.pageSize);
  const gridRows: IbGridRow[] = pageRows.flatMap((r) => (expanded.has(r.key) ? [r, { key: `${r.key}#detail`, detailOf: r }] : [r]));

  const columns = useMemo<ColDef<IbGridRow>[]>(() => {
    if (!p.expandable) return p.columns as ColDef<IbGridRow>[];
    const toggle: ColDef<IbGridRow> = {
      colId: 'expand',
      headerName: '',
      width: 52,
      sortable: false,
      resizable: false,
      suppressMovable: true,
      cellRenderer: (c: ICellRendererParams<IbGridRow>) => {
        if (!c.data || isDetail(c.data)) return null;
        const open = expanded.has(c.data.key);
        return (
          <ActionIcon variant="subtle" size="sm" aria-label={open ? 'Collapse' : 'Expand'} onClick={() => onExpand(c.data!.key, !open)}>
            {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
        );
      },
    };
    return [toggle, ...(p.columns as ColDef<IbGridRow>[])];
  }, [p.expandable, p.columns, expanded, onExpand]);

  return (
    <GridShell<IbGridRow>
      testId="ib-results"
      frame="auto"
      pager={{ page, pages, total: p.rows.length, pageSize: p.pageSize, pageSizes: IB_PAGE_SIZES, onPage: p.onPage, onPageSize: p.onPageSize }}
      grid={{
        ...DETAILS,
        rowData: gridRows,
        columnDefs: columns,
        getRowId: (r) => r.data.key,
        loading: p.loading,
        suppressColumnVirtualisation: true,
        // Sorting a page with a detail row in it would move the detail away from its subnet.
        defaultColDef: { sortable: !p.expandable },
      }}
    />
  );
}
