import { Button } from '@mantine/core';
import { EVENT_GRID_PAGE_SIZES, type AlertRow } from '@nms/contract';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { LIVE_ALERTS } from '../logic/live-alerts';
import { combineQueries } from '../../../components/data-grid/lucene';
import { MESSAGES } from '../../../components/notice/messages';
import { useEventDetailClick } from '../../event-detail';
import { DEFAULT_ALERTS_QUERY, fetchAlerts } from '../api/get-alerts';
import { stampArrival } from '../logic/alert-duration';
import { severityRowClass } from '../logic/event-menu';
import { ACTIVE_EVENTS_COLUMNS } from './active-events-columns';
import { EventPopups } from './event-popups';

const DEFAULT_SORT = { field: 'severity', order: 'asc' } as const;
const rowId = (row: AlertRow) => row.name;
const loadError = () => MESSAGES.dataLoadingError;
const fetchPage = stampArrival(fetchAlerts);

export interface ActiveEventsPanelProps {
  /** Closes whatever shows the panel (the dashboard dock, a hierarchy popup). */
  onClose: () => void;
  /** A condition AND-ed with the default active-alerts query (a hierarchy row's alertQuery). */
  baseQuery?: string;
  /** Names the remembered layout: each place keeps its own. */
  gridId?: string;
}

/**
 * The shared Events panel with row actions (spec 001 §2.17, 002 §2.9): active alerts, server
 * paged and sorted, rows coloured and labelled by severity, the toolbar's Refresh and a Close
 * button, the row menu, and a Device cell click for the event's details.
 */
export function ActiveEventsPanel({ onClose, baseQuery, gridId = 'events-panel' }: ActiveEventsPanelProps) {
  const detail = useEventDetailClick(fetchPage);
  const [written, setWritten] = useState(0);
  return (
    <EventPopups onChanged={() => setWritten((n) => n + 1)}>
      <div className="nms-event-detail-click" style={{ display: 'contents' }} onClick={detail.onClick}>
        <AppCard
          title="Events"
          fill
          data-testid="events-panel"
          actions={
            <Button size="xs" variant="default" leftSection={<IconX size={14} />} onClick={onClose}>
              Close
            </Button>
          }
        >
          <DataGrid<AlertRow>
            gridId={gridId}
            columns={ACTIVE_EVENTS_COLUMNS}
            fetchPage={detail.fetchPage}
            baseQuery={combineQueries([DEFAULT_ALERTS_QUERY, baseQuery])}
            defaultSort={DEFAULT_SORT}
            pageSizes={EVENT_GRID_PAGE_SIZES}
            defaultPageSize={25}
            exportFileName="Events"
            rowId={rowId}
            rowClass={severityRowClass}
            loadErrorText={loadError}
            live={LIVE_ALERTS}
            refreshSignal={written}
          />
        </AppCard>
      </div>
      {detail.popup}
    </EventPopups>
  );
}
