import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AUDIT_DEFAULT_LIMIT, AUDIT_PAGE_SIZES, type AuditRow } from '@nms/contract';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { exportAuditLog, fetchAuditLog } from '../api/get-audit-log';
import { auditColumns } from './audit-columns';
import { AuditDetailModal } from './audit-detail-modal';

const DEFAULT_SORT = { field: 'at', order: 'desc' } as const;
const rowId = (row: AuditRow) => String(row.id);
const rowClass = (row: AuditRow) => (row.outcome === 'success' ? undefined : row.outcome === 'refused' ? 'nms-sev-3' : 'nms-sev-2');

/**
 * Audit Trail (issue 17 item 5): every write and action, newest first, server-paged, filtered by
 * the Lucene box (e.g. `user:operator AND action:ping`, `outcome:refused`, `at:[2026-01-01 TO *]`);
 * a refused query shows the server's message naming the field. Export CSV writes every entry of
 * the query the grid runs (the grid's own Export writes the page shown); Details shows one entry with its before/after values.
 */
export function AuditTrailScreen() {
  const [details, setDetails] = useState<AuditRow>();
  const [exporting, setExporting] = useState(false);
  const query = useRef('');
  const columns = useMemo(() => auditColumns(setDetails), []);

  const runExport = () => {
    setExporting(true);
    exportAuditLog(query.current)
      .catch((e: unknown) => notifications.show({ color: 'red', title: 'Export failed', message: e instanceof Error ? e.message : String(e) }))
      .finally(() => setExporting(false));
  };

  return (
    <AppCard
      title="Audit Trail"
      fill
      data-testid="audit-trail-card"
      actions={
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileTypeCsv size={14} />}
          loading={exporting}
          onClick={runExport}
          data-testid="audit-export"
        >
          Export all (CSV)
        </Button>
      }
    >
      <DataGrid<AuditRow>
        gridId="audit-trail"
        columns={columns}
        fetchPage={fetchAuditLog}
        defaultSort={DEFAULT_SORT}
        pageSizes={AUDIT_PAGE_SIZES}
        defaultPageSize={AUDIT_DEFAULT_LIMIT}
        exportFileName="AuditTrail"
        rowId={rowId}
        rowClass={rowClass}
        luceneBox
        onQueryChange={(q) => (query.current = q)}
      />
      {details && <AuditDetailModal row={details} onClose={() => setDetails(undefined)} />}
    </AppCard>
  );
}
