import { Tabs } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Pending } from '../../../components/notice/pending';
import { EventStatsCard } from './event-stats-card';
import { TopAlertsCard } from './top-alerts-card';
import classes from './dashboard.module.css';

// The grid kit (AG Grid) comes with the grids, after the charts.
const MonitoringEvents = lazy(() => import('../../events/components/monitoring-events').then((m) => ({ default: m.MonitoringEvents })));
const NetworkEventsGrid = lazy(() => import('../../network-events/components/network-events-grid').then((m) => ({ default: m.NetworkEventsGrid })));

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
      <Tabs defaultValue="events" variant="pills" keepMounted={false} className={classes.monitoringGrids}>
        <Tabs.List>
          <Tabs.Tab value="events">Events</Tabs.Tab>
          <Tabs.Tab value="network-events">Network Events</Tabs.Tab>
        </Tabs.List>
        {(['events', 'network-events'] as const).map((panel) => (
          <Tabs.Panel key={panel} value={panel} className={classes.gridPanel}>
            <Suspense fallback={<Pending />}>{panel === 'events' ? <MonitoringEvents /> : <NetworkEventsGrid variant="global" />}</Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </div>
  );
}
