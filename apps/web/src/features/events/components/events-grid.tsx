import { DEFAULT_HISTORICAL_ALERTS_QUERY } from '@nms/contract';
import { useState } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { combineQueries } from '../../../components/data-grid/lucene';
import { MESSAGES } from '../../../components/notice/messages';
import { TASK_TIME_MS, TimerToggle } from '../../../components/timer-toggle/timer-toggle';
import { DEFAULT_ALERTS_QUERY, fetchAlerts, fetchHistoricalAlerts, type AlertRow } from '../api/get-alerts';
import { EVENTS_COLUMNS } from './events-columns';

const rowClass = (row: AlertRow) => (row.active ? `nms-sev-${row.severity}` : undefined);
const rowId = (row: AlertRow) => row.name;
const loadError = () => MESSAGES.dataLoadingError;
const DEFAULT_SORT = { field: 'severity', order: 'asc' } as const;
const PAGE_SIZES = [15, 25, 50, 100] as const;

export interface EventsGridProps {
  /** A condition AND-ed with the grid's default query (the hierarchy's row alertQuery). */
  baseQuery?: string;
  /** Archived alerts (es/historical-alerts and its default query) instead of the active ones. */
  archived?: boolean;
  /** Names the remembered layout; grids with a baseQuery should not share the global grid's. */
  gridId?: string;
  title?: string;
}

/** The global Events grid: active alerts, server-paged, 25 a page, coloured by severity. */
export function EventsGrid({ baseQuery, archived = false, gridId = 'events', title = 'Events' }: EventsGridProps = {}) {
  const [tick, setTick] = useState(0);
  return (
    <AppCard title={title} fill data-testid="events-card">
      <DataGrid<AlertRow>
        gridId={gridId}
        columns={EVENTS_COLUMNS}
        fetchPage={archived ? fetchHistoricalAlerts : fetchAlerts}
        baseQuery={combineQueries([archived ? DEFAULT_HISTORICAL_ALERTS_QUERY : DEFAULT_ALERTS_QUERY, baseQuery])}
        defaultSort={DEFAULT_SORT}
        pageSizes={PAGE_SIZES}
        defaultPageSize={25}
        exportFileName={archived ? 'ArchivedEvents' : 'ActiveEvents'}
        rowId={rowId}
        rowClass={rowClass}
        loadErrorText={loadError}
        toolbarStart={<TimerToggle intervalMs={TASK_TIME_MS} onTick={() => setTick((t) => t + 1)} />}
        refreshSignal={tick}
      />
    </AppCard>
  );
}
