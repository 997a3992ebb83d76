import { useState } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { MESSAGES } from '../../../components/notice/messages';
import { TASK_TIME_MS, TimerToggle } from '../../../components/timer-toggle/timer-toggle';
import { DEFAULT_ALERTS_QUERY, fetchAlerts, type AlertRow } from '../api/get-alerts';
import { EVENTS_COLUMNS } from './events-columns';

const rowClass = (row: AlertRow) => (row.active ? `nms-sev-${row.severity}` : undefined);
const rowId = (row: AlertRow) => row.name;
const loadError = () => MESSAGES.dataLoadingError;
const DEFAULT_SORT = { field: 'severity', order: 'asc' } as const;
const PAGE_SIZES = [15, 25, 50, 100] as const;

/** The global Events grid: active alerts, server-paged, 25 a page, coloured by severity. */
export function EventsGrid() {
  const [tick, setTick] = useState(0);
  return (
    <AppCard title="Events" fill data-testid="events-card">
      <DataGrid<AlertRow>
        gridId="events"
        columns={EVENTS_COLUMNS}
        fetchPage={fetchAlerts}
        baseQuery={DEFAULT_ALERTS_QUERY}
        defaultSort={DEFAULT_SORT}
        pageSizes={PAGE_SIZES}
        defaultPageSize={25}
        exportFileName="ActiveEvents"
        rowId={rowId}
        rowClass={rowClass}
        loadErrorText={loadError}
        toolbarStart={<TimerToggle intervalMs={TASK_TIME_MS} onTick={() => setTick((t) => t + 1)} />}
        refreshSignal={tick}
      />
    </AppCard>
  );
}
