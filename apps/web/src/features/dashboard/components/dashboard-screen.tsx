import { Tabs } from '@mantine/core';
import { IconActivity, IconChartDonut, IconMap } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppCard } from '../../../components/card/app-card';
import { NotBuiltCard } from '../../../components/notice/not-built-card';
import { Pending } from '../../../components/notice/pending';
import classes from './dashboard-screen.module.css';

// The grid kit (AG Grid) loads with the Monitoring tab only.
const EventsGrid = lazy(() => import('../../events/components/events-grid').then((m) => ({ default: m.EventsGrid })));
const NetworkEventsGrid = lazy(() => import('../../network-events/components/network-events-grid').then((m) => ({ default: m.NetworkEventsGrid })));

type Tab = 'summary' | 'monitoring' | 'geo';

const TAB_PATH: Record<Tab, string> = { summary: '/dash-board', monitoring: '/monitoring', geo: '/geo-map' };

export function tabOf(pathname: string): Tab {
  if (pathname === '/monitoring') return 'monitoring';
  if (pathname.startsWith('/geo-')) return 'geo';
  return 'summary';
}

/** The Dashboard card with its Summary, Monitoring and Geo Map tabs (spec 001 §2.6). */
export function DashboardScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(pathname);
  return (
    <AppCard title="Dashboard" fill data-testid="dashboard">
      <Tabs value={tab} onChange={(t) => t && navigate(TAB_PATH[t as Tab])} className={classes.tabs} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="summary" leftSection={<IconChartDonut size={16} />}>
            Summary
          </Tabs.Tab>
          <Tabs.Tab value="monitoring" leftSection={<IconActivity size={16} />}>
            Monitoring
          </Tabs.Tab>
          <Tabs.Tab value="geo" leftSection={<IconMap size={16} />}>
            Geo Map
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="summary" className={classes.panel}>
          <NotBuiltCard screen="Dashboard Summary" detail="Network Status, Summary View and the device grid." />
        </Tabs.Panel>
        <Tabs.Panel value="monitoring" className={classes.panel}>
          {/* The events grid and one of the tab's further panels, the global network events (spec 000 §2), one at a time. */}
          <Tabs defaultValue="events" variant="pills" keepMounted={false} className={classes.tabs}>
            <Tabs.List>
              <Tabs.Tab value="events">Events</Tabs.Tab>
              <Tabs.Tab value="network-events">Network Events</Tabs.Tab>
            </Tabs.List>
            {(['events', 'network-events'] as const).map((panel) => (
              <Tabs.Panel key={panel} value={panel} className={classes.panel}>
                <Suspense fallback={<Pending />}>{panel === 'events' ? <EventsGrid /> : <NetworkEventsGrid variant="global" />}</Suspense>
              </Tabs.Panel>
            ))}
          </Tabs>
        </Tabs.Panel>
        <Tabs.Panel value="geo" className={classes.panel}>
          <NotBuiltCard screen="Geo Map" detail="Device map with power outage and weather layers." />
        </Tabs.Panel>
      </Tabs>
    </AppCard>
  );
}
