import { ActionIcon, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import type { CellClassParams, ColDef, ICellRendererParams } from 'ag-grid-community';
import type { GridColumn } from '../../../components/data-grid/types';
import { isFieldEdited, rowChange, type BatchState, type EditableField, type PamGridRow } from '../logic/batch-edit';
import { formDate } from '../logic/pam-dates';
import { gridStatusLabel } from '../logic/pam-status';

const dateText = (v: unknown) => (typeof v === 'number' && v > 0 ? formDate(v) : '');

/** The columns as exports read them (export file pam_suspend_schedules). */
export const PAM_EXPORT_COLUMNS: GridColumn<PamGridRow>[] = [
  { field: 'device_name', header: 'Device' },
  { field: 'status', header: 'Status', format: (v) => gridStatusLabel(v as string) },
  { field: 'start_time', header: 'Start Time', format: dateText },
  { field: 'end_time', header: 'End Time', format: dateText },
  { field: 'info', header: 'Info' },
  { field: 'user', header: 'User' },
  { field: 'schedule_type', header: 'Schedule Type' },
];

interface Options {
  state: BatchState;
  onToggleDelete: (name: string) => void;
}

/** Pending edits show on the cell; a changed row missing a required value shows it too. */
function editedClass(field: EditableField, state: BatchState) {
  return (p: CellClassParams<PamGridRow>) => {
    if (!p.data) return undefined;
    const classes: string[] = [];
    if (isFieldEdited(state, p.data, field)) classes.push('pam-cell-edited');
    const empty = field === 'info' ? p.data.info.trim() === '' : p.data[field] === null;
    if (empty && rowChange(state, p.data)) classes.push('pam-cell-invalid');
    return classes.join(' ') || undefined;
  };
}

function DeleteCell({ data, onToggle, deleted }: { data: PamGridRow; onToggle: (n: string) => void; deleted: boolean }) {
  const label = deleted ? `Undelete ${data.device_name}` : `Delete ${data.device_name}`;
  return (
    <Tooltip label={deleted ? 'Undelete' : 'Delete'} withinPortal>
      <ActionIcon size="sm" variant="subtle" color={deleted ? 'blue' : 'red'} aria-label={label} onClick={() => onToggle(data.device_name)}>
        {deleted ? <IconArrowBackUp size={15} /> : <IconTrash size={15} />}
      </ActionIcon>
    </Tooltip>
  );
}

/** AG Grid columns: start, end and info edit in place (the edit request goes to the batch state). */
export function pamColumnDefs({ state, onToggleDelete }: Options): ColDef<PamGridRow>[] {
  const editable = (p: { data?: PamGridRow }) => !!p.data && !state.deleted.includes(p.data.device_name);
  const dateCol = (field: 'start_time' | 'end_time', headerName: string): ColDef<PamGridRow> => ({
    colId: field,
    headerName,
    field,
    width: 170,
    editable,
    valueFormatter: (p) => dateText(p.value),
    cellEditor: 'agTextCellEditor',
    // The editor opens on the text the cell shows, not on epoch seconds.
    cellEditorParams: { useFormatter: true },
    cellClass: editedClass(field, state),
  });
  return [
    {
      colId: 'actions',
      headerName: '',
      width: 56,
      sortable: false,
      resizable: false,
      cellClass: 'nms-actions-cell',
      cellRenderer: (p: ICellRendererParams<PamGridRow>) =>
        p.data ? <DeleteCell data={p.data} onToggle={onToggleDelete} deleted={state.deleted.includes(p.data.device_name)} /> : null,
    },
    { colId: 'device_name', field: 'device_name', headerName: 'Device', width: 200, tooltipField: 'device_name' },
    { colId: 'status', field: 'status', headerName: 'Status', width: 110, valueFormatter: (p) => gridStatusLabel(p.value as string) },
    dateCol('start_time', 'Start Time'),
    dateCol('end_time', 'End Time'),
    {
      colId: 'info',
      field: 'info',
      headerName: 'Info',
      flex: 1,
      minWidth: 160,
      editable,
      cellEditor: 'agTextCellEditor',
      cellClass: editedClass('info', state),
    },
    { colId: 'user', field: 'user', headerName: 'User', width: 110 },
  ];
}
