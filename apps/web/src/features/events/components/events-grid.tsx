import type { AlertRow } from '@nms/contract';
import { Suspense, useState, type ReactNode } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { LIVE_ALERTS } from '../logic/live-alerts';
import { combineQueries } from '../../../components/data-grid/lucene';
import { MESSAGES } from '../../../components/notice/messages';
import { TASK_TIME_MS, TimerToggle } from '../../../components/timer-toggle/timer-toggle';
import { DEFAULT_ALERTS_QUERY, fetchAlerts } from '../api/get-alerts';
import { stampArrival } from '../logic/alert-duration';
import { EventPopups } from './event-popups';
import { EVENTS_COLUMNS } from './events-columns';
import { lazyNamed } from '../../../lib/lazy-named';

// Drawn once rows are selected: its chunk (and the role table) stays out of the grid's first load.
const BulkAck = lazyNamed(() => import('../../alert-workflow/lazy-alert-workflow'), 'BulkAck');

const rowClass = (row: AlertRow) => (row.active ? `nms-sev-${row.severity}` : undefined);
const rowId = (row: AlertRow) => row.name;
const loadError = () => MESSAGES.dataLoadingError;
const DEFAULT_SORT = { field: 'severity', order: 'asc' } as const;
const PAGE_SIZES = [15, 25, 50, 100] as const;
const fetchPage = stampArrival(fetchAlerts);

export interface EventsGridProps {
  /** A condition AND-ed with the grid's default query. */
  baseQuery?: string;
  /** Names the remembered layout; grids with a baseQuery should not share the global grid's. */
  gridId?: string;
  title?: string;
  /** Shown in the card header left of the full-screen toggle (e.g. an Active/Archived switch). */
  headerStart?: ReactNode;
}

/** The global Events grid (spec 000): active alerts, server-paged, 25 a page, coloured by severity. */
export function EventsGrid({ baseQuery, gridId = 'events', title = 'Events', headerStart }: EventsGridProps = {}) {
  const [tick, setTick] = useState(0);
  const [selected, setSelected] = useState<AlertRow[]>([]);
  const reload = () => setTick((t) => t + 1);
  return (
    <EventPopups onChanged={reload}>
      <AppCard title={title} fill data-testid="events-card" actions={headerStart}>
        <DataGrid<AlertRow>
          gridId={gridId}
          columns={EVENTS_COLUMNS}
          fetchPage={fetchPage}
          baseQuery={combineQueries([DEFAULT_ALERTS_QUERY, baseQuery])}
          defaultSort={DEFAULT_SORT}
          pageSizes={PAGE_SIZES}
          defaultPageSize={25}
          exportFileName="ActiveEvents"
          rowId={rowId}
          rowClass={rowClass}
          loadErrorText={loadError}
          live={LIVE_ALERTS}
          toolbarStart={
            <>
              <TimerToggle intervalMs={TASK_TIME_MS} onTick={reload} />
              {selected.length > 0 && (
                <Suspense fallback={null}>
                  <BulkAck rows={selected} onSaved={reload} />
                </Suspense>
              )}
            </>
          }
          onSelectionChange={setSelected}
          refreshSignal={tick}
        />
      </AppCard>
    </EventPopups>
  );
}
