import { Alert, Button, Group, LoadingOverlay, Stack, Text, Tooltip } from '@mantine/core';
import type { GridApi, RowClassParams } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { AccessTooltip, refusedProps } from '../../../components/access/access-tooltip';
import { ExportPopover, type ExportRequest } from '../../../components/data-grid/export-popover';
import { buildExportTable, exportTable } from '../../../components/data-grid/export-rows';
import { rowsOnPage } from '../../../components/data-grid/grid-export';
import { GridShell } from '../../../components/data-grid/grid-shell';
import { useClientPager } from '../../../components/data-grid/use-client-pager';
import { usePermission } from '../../../lib/auth/use-permission';
import { applyToAll, rowChange, toggleDelete, type PamGridRow } from '../logic/batch-edit';
import { statusRowClass } from '../logic/pam-status';
import { PAM_EXPORT_COLUMNS, pamColumnDefs } from './pam-grid-columns';
import { PamApplyForm } from './pam-apply-form';
import { useCellEdit } from './use-cell-edit';
import { usePamBatch } from './use-pam-batch';
import './pam-grid.css';
import { GRID_PAGE_SIZES } from '@nms/contract';

const PAGE_SIZES = GRID_PAGE_SIZES;
const EXPORT_FILE = 'pam_suspend_schedules';

/** PAM Suspend schedules of several devices (spec 001 §2.11): Apply form above a batch-edit grid. */
export function PamSuspendGrid({ deviceNames }: { deviceNames: string[] }) {
  // Another selection starts another batch: pending edits of the previous one do not carry over.
  const key = deviceNames.join(',');
  const names = useMemo(() => (key ? key.split(',') : []), [key]);
  return <PamSuspendGridOf key={key} deviceNames={names} />;
}

function PamSuspendGridOf({ deviceNames }: { deviceNames: string[] }) {
  const batch = usePamBatch(deviceNames);
  // Editing the grid is local; Save changes writes, and needs the 'pam' permission (Operator).
  const access = usePermission('pam');
  const { state, setState } = batch;
  const api = useRef<GridApi<PamGridRow> | null>(null);
  const paging = useClientPager(api, 15, PAGE_SIZES);
  const onCellEditRequest = useCellEdit(setState);

  const onToggleDelete = useCallback((name: string) => setState((s) => toggleDelete(s, name)), [setState]);
  const columnDefs = useMemo(() => pamColumnDefs({ state, onToggleDelete }), [state, onToggleDelete]);
  const getRowClass = useCallback(
    (p: RowClassParams<PamGridRow>) => {
      if (!p.data) return undefined;
      const change = rowChange(state, p.data);
      const extra = change === 'delete' ? 'pam-row-deleted' : change === 'insert' ? 'pam-row-new' : undefined;
      return [statusRowClass(p.data.status), extra].filter(Boolean).join(' ') || undefined;
    },
    [state],
  );

  // AG Grid keeps the classes a row or cell got before (getRowClass, cellClass): redraw the rows so
  // the status colours and pending-change marks always match the batch state.
  useEffect(() => {
    api.current?.redrawRows();
  }, [state]);

  const onExport = async ({ dataToExport, exportType, maxRecords }: ExportRequest) => {
    const rows = dataToExport === 'matchedQuery' || !api.current ? state.rows.slice(0, maxRecords) : rowsOnPage(api.current);
    await exportTable(buildExportTable(PAM_EXPORT_COLUMNS, rows), exportType, EXPORT_FILE);
  };

  return (
    <Stack gap="sm" pos="relative" data-testid="pam-suspend-grid">
      <LoadingOverlay visible={batch.busy} zIndex={5} overlayProps={{ blur: 1 }} />
      <PamApplyForm onApply={(values) => setState((s) => applyToAll(s, values))} />
      <GridShell<PamGridRow>
        frame="auto"
        apiRef={api}
        toolbar={
          <Group justify="space-between" gap="xs" mb="sm">
            <Group gap="xs">
              <AccessTooltip access={access}>
                <Button
                  size="xs"
                  onClick={() => void batch.save()}
                  disabled={batch.pending === 0 || batch.busy || !access.allowed}
                  {...refusedProps(access)}
                >
                  Save changes
                </Button>
              </AccessTooltip>
              <Button size="xs" variant="default" onClick={batch.cancel} disabled={batch.pending === 0 || batch.busy}>
                Cancel changes
              </Button>
              <Tooltip label="Changes waiting for Save changes">
                <Text size="xs" c="dimmed" data-testid="pam-pending-count">
                  {batch.pending} pending
                </Text>
              </Tooltip>
            </Group>
            <ExportPopover onExport={onExport} />
          </Group>
        }
        error={batch.loadError}
        notice={
          batch.notice && (
            <Alert
              color={batch.notice.color}
              variant="light"
              py={6}
              mb="sm"
              role={batch.notice.color === 'red' ? 'alert' : 'status'}
              data-testid="pam-grid-notice"
            >
              {batch.notice.lines.map((l) => (
                <Text size="sm" key={l}>
                  {l}
                </Text>
              ))}
            </Alert>
          )
        }
        pager={paging.pager}
        grid={{
          ...paging.grid,
          rowData: state.rows as PamGridRow[],
          columnDefs,
          getRowId: (p) => p.data.device_name,
          getRowClass,
          // Edits are the batch's: AG Grid asks, the batch state answers (Save changes writes).
          readOnlyEdit: true,
          onCellEditRequest,
          singleClickEdit: true,
          stopEditingWhenCellsLoseFocus: true,
          // A narrow dock scrolls sideways: every column stays drawn (find, edit, export read them).
          suppressColumnVirtualisation: true,
        }}
      />
    </Stack>
  );
}
