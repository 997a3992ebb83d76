import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { AccessTooltip, refusedProps } from '../../../components/access/access-tooltip';
import { usePermission } from '../../../lib/auth/use-permission';
import type { CmdbRow } from '../api/get-cmdb-rows';

export interface RowActions {
  onEdit: (row: CmdbRow) => void;
  onDelete: (row: CmdbRow) => void;
}

function ActionsCell({ data, onEdit, onDelete }: ICellRendererParams<CmdbRow> & RowActions) {
  // Edit and delete write the record: 'cmdb-write' (every signed-in user by default, spec 002).
  const access = usePermission('cmdb-write');
  if (!data) return null;
  const refused = !access.allowed;
  return (
    <Group gap={4} wrap="nowrap" h="100%" align="center">
      <AccessTooltip access={access}>
        <Tooltip label="Edit" disabled={refused}>
          <ActionIcon size="sm" variant="subtle" aria-label="Edit" onClick={() => onEdit(data)} disabled={refused} {...refusedProps(access)}>
            <IconPencil size={15} />
          </ActionIcon>
        </Tooltip>
      </AccessTooltip>
      <AccessTooltip access={access}>
        <Tooltip label="Delete" disabled={refused}>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label="Delete"
            onClick={() => onDelete(data)}
            disabled={refused}
            {...refusedProps(access)}
          >
            <IconTrash size={15} />
          </ActionIcon>
        </Tooltip>
      </AccessTooltip>
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
