import { Checkbox, Group } from '@mantine/core';
import { IconActivity, IconChartDonut, IconMap } from '@tabler/icons-react';
import { Suspense, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppCard } from '../../../components/card/app-card';
import { CardTabs, type CardTab } from '../../../components/card/card-tabs';
import { Pending } from '../../../components/notice/pending';
import { CHART_REFRESH_MS, TimerToggle } from '../../../components/timer-toggle/timer-toggle';
import { lazyNamed } from '../../../lib/lazy-named';

// Charts (ECharts) and grids (AG Grid) load with the tab that draws them, after the route's frame.
const SummaryTab = lazyNamed(() => import('./summary-tab'), 'SummaryTab');
const MonitoringTab = lazyNamed(() => import('./monitoring-tab'), 'MonitoringTab');
const GeoMapTab = lazyNamed(() => import('../../geo-map'), 'GeoMapTab');

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
      {tab === 'summary' && <Checkbox label="Show Events" size="sm" checked={showEvents} onChange={(e) => setShowEvents(e.currentTarget.checked)} />}
      {/* The Geo Map tab has its own timer beside its map. */}
      {tab !== 'geo' && <TimerToggle intervalMs={CHART_REFRESH_MS} onTick={onTick} />}
    </Group>
  );
  const tabs: CardTab<Tab>[] = [
    {
      value: 'summary',
      label: 'Summary',
      icon: <IconChartDonut size={16} />,
      panel: <SummaryTab refreshSignal={tick} showEvents={showEvents} onHideEvents={() => setShowEvents(false)} />,
    },
    { value: 'monitoring', label: 'Monitoring', icon: <IconActivity size={16} />, panel: <MonitoringTab refreshSignal={tick} /> },
    { value: 'geo', label: 'Geo Map', icon: <IconMap size={16} />, panel: <GeoMapTab /> },
  ];
  return (
    <AppCard title="Dashboard" fill data-testid="dashboard" actions={actions}>
      <CardTabs
        tabs={tabs.map((t) => ({ ...t, panel: <Suspense fallback={<Pending />}>{t.panel}</Suspense> }))}
        value={tab}
        onChange={(t) => navigate(TAB_PATH[t])}
        gap={16}
        urlScope={false}
      />
    </AppCard>
  );
}
