import { DEFAULT_HISTORICAL_ALERTS_QUERY, EVENT_GRID_PAGE_SIZES, type AlertRow } from '@nms/contract';
import type { ReactNode } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { LIVE_ALERTS } from '../logic/live-alerts';
import { combineQueries } from '../../../components/data-grid/lucene';
import { MESSAGES } from '../../../components/notice/messages';
import { useEventDetailClick } from '../../event-detail';
import { fetchHistoricalAlerts } from '../api/get-alerts';
import { severityRowClass } from '../logic/event-menu';
import { ARCHIVED_EVENTS_COLUMNS } from './archived-events-columns';
import { EventPopups } from './event-popups';
import { ArchivedEventsMenu } from './archived-events-menu';

const DEFAULT_SORT = { field: 'lastNotifiedAt', order: 'desc' } as const;
const rowId = (row: AlertRow) => row.name;
const loadError = () => MESSAGES.dataLoadingError;

export interface ArchivedEventsGridProps {
  /** A condition AND-ed with the default archived query (a hierarchy row's alertQuery). */
  baseQuery?: string;
  /** Names the remembered layout: each place keeps its own. */
  gridId?: string;
  title?: string;
  /** Shown left of the Actions menu in the card header (e.g. an Active/Archived switch). */
  headerStart?: ReactNode;
}

/**
 * The all-devices Archived Events grid (spec 001 §2.16): es/historical-alerts with its default
 * query, newest notification first, server paged, every row coloured by severity, export
 * ArchivedEvents, search panel, column chooser, full screen and the archived-events menu. A
 * Device cell click opens the event's details.
 */
export function ArchivedEventsGrid({ baseQuery, gridId = 'archived-events', title = 'Archived Events', headerStart }: ArchivedEventsGridProps) {
  const detail = useEventDetailClick(fetchHistoricalAlerts);
  return (
    <EventPopups>
      <div className="nms-event-detail-click" style={{ display: 'contents' }} onClick={detail.onClick}>
        <AppCard
          title={title}
          fill
          data-testid="archived-events-card"
          actions={
            <>
              {headerStart}
              <ArchivedEventsMenu />
            </>
          }
        >
          <DataGrid<AlertRow>
            gridId={gridId}
            columns={ARCHIVED_EVENTS_COLUMNS}
            fetchPage={detail.fetchPage}
            baseQuery={combineQueries([DEFAULT_HISTORICAL_ALERTS_QUERY, baseQuery])}
            defaultSort={DEFAULT_SORT}
            pageSizes={EVENT_GRID_PAGE_SIZES}
            defaultPageSize={25}
            exportFileName="ArchivedEvents"
            rowId={rowId}
            rowClass={severityRowClass}
            loadErrorText={loadError}
            live={LIVE_ALERTS}
          />
        </AppCard>
        {detail.popup}
      </div>
    </EventPopups>
  );
}
