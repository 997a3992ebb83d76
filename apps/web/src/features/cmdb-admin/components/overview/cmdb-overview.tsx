import { Alert, useComputedColorScheme } from '@mantine/core';
import { CMDB_OVERVIEW_EXPORT, CMDB_OVERVIEW_SEARCH } from '@nms/contract';
import type { GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChooserColumn } from '../../../../components/data-grid/column-chooser';
import type { ExportRequest } from '../../../../components/data-grid/export-popover';
import { buildExportTable, exportTable } from '../../../../components/data-grid/export-rows';
import { GridPager } from '../../../../components/data-grid/grid-pager';
import { GridToolbar } from '../../../../components/data-grid/grid-toolbar';
import { dataLoadingError } from '../../../../components/notice/messages';
import { useLocationsHierarchy, type HierarchyLocationRow } from '../../api/get-locations-hierarchy';
import { DatacenterPanel, locationPanelHeight } from './datacenter-panel';
import { ExpandGrid } from './expand-grid';
import type { ExpandRow } from './expand-rows';
import classes from './overview.module.css';
import { toColDefs } from './overview-columns';
import { LOCATION_COLUMNS, NAME_ASCENDING, OVERVIEW_PAGE_SIZES, useOverviewRows } from './use-overview-rows';

type Api = GridApi<ExpandRow<HierarchyLocationRow>>;

const COL_DEFS = toColDefs(LOCATION_COLUMNS, { expandable: true });
const locationKey = (l: HierarchyLocationRow) => `loc:${l.location_id}`;

/** Adds or removes a key of an expansion set. */
const toggled = (prev: ReadonlySet<string>, key: string) => {
  const next = new Set(prev);
  if (!next.delete(key)) next.add(key);
  return next;
};

/**
 * The Overview tab (002 §2.5): the read-only locations grid with status bars for the last 10
 * minutes; a location opens to its datacenters, a datacenter to its services and inroutes.
 */
export function CmdbOverview() {
  const answer = useLocationsHierarchy();
  const rows = useOverviewRows(answer.data?.data);
  const [openLocations, setOpenLocations] = useState<ReadonlySet<string>>(new Set());
  const [openDatacenters, setOpenDatacenters] = useState<ReadonlySet<string>>(new Set());
  const [chooser, setChooser] = useState<ChooserColumn[]>([]);
  const api = useRef<Api>(null);
  const dark = useComputedColorScheme('light') === 'dark';

  useEffect(() => {
    document.body.dataset.agThemeMode = dark ? 'dark' : 'light';
  }, [dark]);

  const syncChooser = useCallback((a: Api) => {
    api.current = a;
    setChooser(
      (a.getColumns() ?? []).map((c) => ({ field: c.getColId(), header: c.getColDef().headerName ?? c.getColId(), visible: c.isVisible() })),
    );
  }, []);
  const toggleLocation = useCallback((key: string) => setOpenLocations((s) => toggled(s, key)), []);
  const toggleDatacenter = useCallback((key: string) => setOpenDatacenters((s) => toggled(s, key)), []);
  const detail = useCallback(
    (l: HierarchyLocationRow) => <DatacenterPanel location={l} expanded={openDatacenters} onToggle={toggleDatacenter} />,
    [openDatacenters, toggleDatacenter],
  );
  const detailHeight = useCallback((l: HierarchyLocationRow) => locationPanelHeight(l, openDatacenters), [openDatacenters]);

  const onExport = async ({ dataToExport, exportType, maxRecords }: ExportRequest) => {
    const records = dataToExport === 'matchedQuery' ? rows.matched.slice(0, maxRecords) : rows.shown.rows;
    // The columns on screen, in their screen order (hidden ones are not exported).
    const shown = api.current?.getAllDisplayedColumns().map((c) => c.getColId());
    const columns = shown ? shown.flatMap((id) => LOCATION_COLUMNS.filter((c) => c.field === id)) : LOCATION_COLUMNS;
    await exportTable(buildExportTable(columns, records), exportType, CMDB_OVERVIEW_EXPORT);
  };
  const onReset = () => {
    api.current?.resetColumnState();
    if (api.current) syncChooser(api.current);
    rows.setSort(NAME_ASCENDING);
    rows.setSearch('');
  };
  const loadError = useMemo(() => (answer.isError ? dataLoadingError(answer.error) : undefined), [answer.isError, answer.error]);

  return (
    <div className={classes.tab} data-testid="cmdb-overview">
      <GridToolbar
        search={rows.search}
        onSearch={rows.setSearch}
        searchPlaceholder={CMDB_OVERVIEW_SEARCH}
        searchWidth={240}
        selected={0}
        chooser={chooser}
        onToggleColumn={(field, visible) => api.current?.setColumnsVisible([field], visible)}
        onExport={onExport}
        onRefresh={() => void answer.refetch()}
        onReset={onReset}
      />
      {loadError && (
        <Alert color="red" variant="light" py={6} mb={8} role="alert" data-testid="grid-error">
          {loadError}
        </Alert>
      )}
      <ExpandGrid<HierarchyLocationRow>
        testId="cmdb-overview-grid"
        rows={answer.isError ? [] : answer.data ? rows.shown.rows : undefined}
        columns={COL_DEFS}
        rowId={locationKey}
        expanded={openLocations}
        onToggle={toggleLocation}
        detail={detail}
        detailHeight={detailHeight}
        onSortChange={rows.setSort}
        minHeight={420}
        loading={answer.isFetching}
        onReady={syncChooser}
        onColumnVisible={syncChooser}
      />
      <GridPager
        page={rows.shown.page}
        pages={rows.shown.pages}
        total={rows.matched.length}
        pageSize={rows.pageSize}
        pageSizes={OVERVIEW_PAGE_SIZES}
        onPage={rows.setPage}
        onPageSize={rows.setPageSize}
      />
    </div>
  );
}
