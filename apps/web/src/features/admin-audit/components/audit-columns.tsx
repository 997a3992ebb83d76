import { ActionIcon, Tooltip } from '@mantine/core';
import type { AuditRow } from '@nms/contract';
import { IconListDetails } from '@tabler/icons-react';
import type { GridColumn } from '../../../components/data-grid/types';

const devices = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '');

/**
 * When, User, Address, Action, Target, Devices, Outcome, Request ID (issue 17 item 5); the
 * subject and the raw detail from the column chooser. Fields are the audit query's names, so the
 * column filters and sorts are Lucene on the server.
 */
export function auditColumns(onDetails: (row: AuditRow) => void): GridColumn<AuditRow>[] {
  return [
    {
      field: 'details',
      header: 'Details',
      kind: 'actions',
      width: 76,
      render: (row) => (
        <Tooltip label="Details">
          <ActionIcon
            variant="subtle"
            aria-label={`Details of entry ${row.id}`}
            data-testid="audit-details"
            data-row-action // Enter on the row opens it (grid-keys.ts)
            onClick={() => onDetails(row)}
          >
            <IconListDetails size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    },
    { field: 'at', header: 'When', kind: 'date', width: 170 },
    { field: 'actorName', header: 'User', width: 110 },
    { field: 'apiToken', header: 'API Token', width: 170 },
    { field: 'address', header: 'Address', width: 120 },
    { field: 'action', header: 'Action', width: 170 },
    { field: 'target', header: 'Target', width: 200 },
    { field: 'deviceNames', header: 'Devices', width: 180, sortable: false, format: devices },
    { field: 'outcome', header: 'Outcome', width: 95 },
    { field: 'requestId', header: 'Request ID', width: 290 },
    { field: 'actorSub', header: 'Subject', width: 160, hidden: true },
  ];
}
