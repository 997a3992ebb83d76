import { Alert, Button } from '@mantine/core';
import { CMDB_ENTITIES, type CmdbCollection, GRID_PAGE_SIZES } from '@nms/contract';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ClientSideRowModelApiModule, ModuleRegistry, type GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ClientGrid } from '../../../components/client-grid/client-grid';
import type { ChooserColumn } from '../../../components/data-grid/column-chooser';
import type { ExportRequest } from '../../../components/data-grid/export-popover';
import { buildExportTable, exportTable } from '../../../components/data-grid/export-rows';
import { rowsOnPage, shownColumns } from '../../../components/data-grid/grid-export';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar';
import { dataLoadingError } from '../../../components/notice/messages';
import { AccessTooltip, refusedProps } from '../../../components/access/access-tooltip';
import { usePermission } from '../../../lib/auth/use-permission';
import { useCmdbRows, type CmdbRow } from '../api/get-cmdb-rows';
import { useCmdbLookups } from '../api/use-cmdb-lookups';
import { cmdbColumnDefs, cmdbGridColumns } from '../logic/cmdb-columns';
import { searchRows } from '../logic/search-rows';
import { actionsColumn } from './cmdb-actions-column';
import classes from './cmdb-admin.module.css';
import { CmdbDeleteModal } from './cmdb-delete-modal';
import { CmdbFormModal } from './cmdb-form-modal';
import { WRITE_EFFECTS, invalidateLocally } from '../../../lib/data-changes';

// 'Matched Query' reads the rows after search and sort (forEachNodeAfterFilterAndSort): without
// this module AG Grid only logs error #200 and the export has a header and no rows.
ModuleRegistry.registerModules([ClientSideRowModelApiModule]);

/** Page size 25 of the options 5-100 (002 §9). */
const PAGE_SIZES = GRID_PAGE_SIZES;
const PAGE_SIZE = 25;

type Editing = { row?: CmdbRow } | undefined;

/** One editable tab, drawn from the collection's entry in CMDB_ENTITIES (002 §2.5). */
export function CmdbEntityTab({ collection }: { collection: CmdbCollection }) {
  const entity = CMDB_ENTITIES[collection];
  const answer = useCmdbRows(collection);
  const lookups = useCmdbLookups(collection);
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [chooser, setChooser] = useState<ChooserColumn[]>([]);
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<CmdbRow>();
  const [deleteError, setDeleteError] = useState<string>();
  const api = useRef<GridApi<CmdbRow>>(null);

  const onEdit = useCallback((row: CmdbRow) => setEditing({ row }), []);
  const onDelete = useCallback((row: CmdbRow) => setDeleting(row), []);
  const gridColumns = useMemo(() => cmdbGridColumns(collection, lookups.lookups), [collection, lookups.lookups]);
  const columnDefs = useMemo(
    () => [actionsColumn({ onEdit, onDelete }), ...cmdbColumnDefs(collection, lookups.lookups)],
    [collection, lookups.lookups, onEdit, onDelete],
  );
  // Lookups arrive after the rows: AG Grid keeps drawn cells of unchanged rows, so redraw them
  // to turn the ids of the lookup columns into names.
  useEffect(() => {
    api.current?.refreshCells({ force: true });
  }, [columnDefs]);
  const rows = useMemo(() => (answer.data ? searchRows(answer.data.data, gridColumns, search) : undefined), [answer.data, gridColumns, search]);
  const rowId = useCallback((r: CmdbRow) => String(r[entity.key]), [entity.key]);
  const onReady = useCallback((a: GridApi<CmdbRow>) => {
    api.current = a;
  }, []);

  const onExport = async ({ dataToExport, exportType, maxRecords }: ExportRequest) => {
    const a = api.current;
    if (!a) return;
    const matched: CmdbRow[] = [];
    a.forEachNodeAfterFilterAndSort((n) => n.data && matched.push(n.data));
    const picked = dataToExport === 'matchedQuery' ? matched.slice(0, maxRecords) : rowsOnPage(a);
    await exportTable(buildExportTable(shownColumns(a, gridColumns), picked), exportType, entity.exportName);
  };

  const loadError = answer.error ?? lookups.error;
  // CMDB writes need 'cmdb-write' (every signed-in user by default, spec 002; configurable).
  const writeAccess = usePermission('cmdb-write');
  return (
    <div className={classes.tab} data-testid={`cmdb-tab-${collection}`}>
      <GridToolbar
        start={
          <AccessTooltip access={writeAccess}>
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing({})}
              disabled={!writeAccess.allowed}
              {...refusedProps(writeAccess)}
            >
              Add
            </Button>
          </AccessTooltip>
        }
        search={search}
        onSearch={setSearch}
        searchPlaceholder={entity.searchPlaceholder}
        searchWidth={260}
        selected={0}
        chooser={chooser}
        onToggleColumn={(field, visible) => api.current?.setColumnsVisible([field], visible)}
        onExport={onExport}
        onRefresh={() => void invalidateLocally(client, { kinds: WRITE_EFFECTS.cmdb })}
        onReset={() => {
          setSearch('');
          api.current?.resetColumnState();
        }}
      />
      {loadError ? (
        <Alert color="red" variant="light" py={6} mb={8} role="alert" data-testid="cmdb-load-error">
          {dataLoadingError(loadError)}
        </Alert>
      ) : null}
      {deleteError && (
        <Alert
          color="red"
          variant="light"
          py={6}
          mb={8}
          role="alert"
          withCloseButton
          onClose={() => setDeleteError(undefined)}
          data-testid="cmdb-delete-error"
        >
          {deleteError}
        </Alert>
      )}
      <ClientGrid<CmdbRow>
        testId={`cmdb-grid-${collection}`}
        rows={answer.isError ? [] : rows}
        columns={columnDefs}
        rowId={rowId}
        pageSizes={PAGE_SIZES}
        defaultPageSize={PAGE_SIZE}
        loading={answer.isPending}
        onReady={onReady}
        onColumnsChange={setChooser}
      />
      {editing && <CmdbFormModal collection={collection} row={editing.row} lookups={lookups} onClose={() => setEditing(undefined)} />}
      {deleting && <CmdbDeleteModal collection={collection} row={deleting} onClose={() => setDeleting(undefined)} onFailed={setDeleteError} />}
    </div>
  );
}
