import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { CmdbRow } from '../api/get-cmdb-rows';

export interface RowActions {
  onEdit: (row: CmdbRow) => void;
  onDelete: (row: CmdbRow) => void;
}

function ActionsCell({ data, onEdit, onDelete }: ICellRendererParams<CmdbRow> & RowActions) {
  if (!data) return null;
  return (
    <Group gap={4} wrap="nowrap" h="100%" align="center">
      <Tooltip label="Edit">
        <ActionIcon size="sm" variant="subtle" aria-label="Edit" onClick={() => onEdit(data)}>
          <IconPencil size={15} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon size="sm" variant="subtle" color="red" aria-label="Delete" onClick={() => onDelete(data)}>
          <IconTrash size={15} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The action column (spec 002 §2.5: edit and delete buttons); first, so it is in view on wide tabs. */
export function actionsColumn(actions: RowActions): ColDef<CmdbRow> {
  return {
    colId: 'actions',
    headerName: '',
    width: 84,
    minWidth: 84,
    maxWidth: 84,
    sortable: false,
    resizable: false,
    suppressMovable: true,
    cellRenderer: ActionsCell,
    cellRendererParams: actions,
  };
}
