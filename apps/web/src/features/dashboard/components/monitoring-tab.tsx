import { Suspense } from 'react';
import { CardTabs } from '../../../components/card/card-tabs';
import { Pending } from '../../../components/notice/pending';
import { EventStatsCard } from './event-stats-card';
import { TopAlertsCard } from './top-alerts-card';
import classes from './dashboard.module.css';
import { lazyNamed } from '../../../lib/lazy-named';

// The grid kit (AG Grid) comes with the grids, after the charts.
const MonitoringEvents = lazyNamed(() => import('../../events/lazy-monitoring-events'), 'MonitoringEvents');
const NetworkEventsGrid = lazyNamed(() => import('../../network-events/lazy-network-events-grid'), 'NetworkEventsGrid');

/**
 * The Monitoring tab (spec 001 §2.6): Event Stats and the two top-by-open-alerts panels in a row,
 * then the events grid and the global network events (spec 000 §2), one at a time.
 */
export function MonitoringTab({ refreshSignal }: { refreshSignal?: number }) {
  return (
    <div className={`${classes.scroll} ${classes.bounded} ${classes.monitoringRoot}`}>
      <div className={classes.monitoringTop}>
        <EventStatsCard refreshSignal={refreshSignal} />
        <TopAlertsCard field="elementName" refreshSignal={refreshSignal} />
        <TopAlertsCard field="nmd" refreshSignal={refreshSignal} />
      </div>
      <CardTabs
        tabs={[
          { value: 'events', label: 'Events', panel: <MonitoringEvents /> },
          { value: 'network-events', label: 'Network Events', panel: <NetworkEventsGrid variant="global" /> },
        ].map((t) => ({ ...t, panel: <Suspense fallback={<Pending />}>{t.panel}</Suspense> }))}
        defaultValue="events"
        variant="pills"
        gap={10}
        grow={false}
        className={classes.monitoringGrids}
      />
    </div>
  );
}
