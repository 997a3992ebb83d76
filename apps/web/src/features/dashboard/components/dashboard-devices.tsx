import type { SummaryViewCard } from '@nms/contract';
import { useState } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { SummaryStrip } from '../../../components/summary-strip/summary-strip';
import { summaryLoading, useDeviceSummary } from '../../manage-devices';
import { DeviceListGrid } from '../../manage-devices';
import { useRefreshOn } from '../api/use-refresh';
import classes from './dashboard.module.css';

/**
 * The Summary tab's device grid: the devices of the chosen Summary View card, with the summary
 * strip of the query the grid runs (spec 001 §2.6, §2.12).
 */
export function DashboardDevices({ card, refreshSignal }: { card: SummaryViewCard; refreshSignal?: number }) {
  const [query, setQuery] = useState<string>();
  const summary = useDeviceSummary(query);
  useRefreshOn(refreshSignal, summary.refetch);
  return (
    <AppCard title={`Devices: ${card.title}`} fill data-testid="dashboard-devices">
      <div className={classes.devicesBody}>
        {/* A failed summary reads zero on the dashboard (spec 001 §8). */}
        <SummaryStrip counts={summary.isError ? undefined : summary.data} loading={summaryLoading(summary)} />
        <DeviceListGrid
          listKey={card.title}
          gridId="dashboard-devices"
          baseQuery={card.query}
          onQueryChange={setQuery}
          refreshSignal={refreshSignal}
        />
      </div>
    </AppCard>
  );
}
