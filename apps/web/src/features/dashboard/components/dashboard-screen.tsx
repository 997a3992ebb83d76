import { Checkbox, Group, Tabs } from '@mantine/core';
import { IconActivity, IconChartDonut, IconMap } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppCard } from '../../../components/card/app-card';
import { Pending } from '../../../components/notice/pending';
import { CHART_REFRESH_MS, TimerToggle } from '../../../components/timer-toggle/timer-toggle';
import classes from './dashboard-screen.module.css';

// Charts (ECharts) and grids (AG Grid) load with the tab that draws them, after the route's frame.
const SummaryTab = lazy(() => import('./summary-tab').then((m) => ({ default: m.SummaryTab })));
const MonitoringTab = lazy(() => import('./monitoring-tab').then((m) => ({ default: m.MonitoringTab })));
const GeoMapTab = lazy(() => import('../../geo-map/components/geo-map-tab').then((m) => ({ default: m.GeoMapTab })));

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
  // The timer (off by default, spec 001 §4) reloads the charts and summaries every 60 s.
  const [tick, setTick] = useState(0);
  const onTick = useCallback(() => setTick((t) => t + 1), []);
  const [showEvents, setShowEvents] = useState(false);
  const actions = (
    <Group gap="sm" wrap="nowrap">
      {tab === 'summary' && (
        <Checkbox label="Show Events" size="sm" checked={showEvents} onChange={(e) => setShowEvents(e.currentTarget.checked)} />
      )}
      {/* The Geo Map tab has its own timer beside its map. */}
      {tab !== 'geo' && <TimerToggle intervalMs={CHART_REFRESH_MS} onTick={onTick} />}
    </Group>
  );
  return (
    <AppCard title="Dashboard" fill data-testid="dashboard" actions={actions}>
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
          <Suspense fallback={<Pending />}>
            <SummaryTab refreshSignal={tick} showEvents={showEvents} onHideEvents={() => setShowEvents(false)} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="monitoring" className={classes.panel}>
          <Suspense fallback={<Pending />}>
            <MonitoringTab refreshSignal={tick} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="geo" className={classes.panel}>
          <Suspense fallback={<Pending />}>
            <GeoMapTab />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </AppCard>
  );
}
