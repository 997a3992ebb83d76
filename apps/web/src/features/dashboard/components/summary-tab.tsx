import { Button } from '@mantine/core';
import { DASHBOARD_NETWORK_TYPE, SUMMARY_VIEW_ALL, type SummaryViewCard } from '@nms/contract';
import { IconBinaryTree2 } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { Pending } from '../../../components/notice/pending';
import { NetworkSunburst } from '../../network-chart';
import { NetworkHierarchy } from '../../network-hierarchy';
import { DashboardDevices } from './dashboard-devices';
import { NetworkStatusNote } from './network-status-note';
import { SummaryViewCardGrid } from './summary-view-card';
import classes from './dashboard.module.css';
import { lazyNamed } from '../../../lib/lazy-named';
import { UrlScope } from '../../../lib/url-state';

const ActiveEventsPanel = lazyNamed(() => import('../../events/lazy-active-events-panel'), 'ActiveEventsPanel');

export interface SummaryTabProps {
  refreshSignal?: number;
  /** The 'Show Events' checkbox of the Dashboard card. */
  showEvents: boolean;
  onHideEvents: () => void;
}

/**
 * The Summary tab (spec 001 §2.6): Network Status sunburst, the Summary View doughnut cards and
 * the device grid of the chosen card; the events grid in a bottom dock, the Network Hierarchy in
 * a right dock opened by the floating button.
 */
export function SummaryTab({ refreshSignal, showEvents, onHideEvents }: SummaryTabProps) {
  const [card, setCard] = useState<SummaryViewCard>(SUMMARY_VIEW_ALL);
  const [hierarchy, setHierarchy] = useState(false);
  return (
    <div className={`${classes.summaryRoot} ${classes.bounded}`}>
      <div className={`${classes.summaryMain} ${hierarchy ? '' : classes.withFab}`}>
        <div className={classes.scroll} data-testid="summary-scroll">
          <div className={classes.summaryTop}>
            <AppCard title="Network Status" fill data-testid="network-status">
              <div className={classes.statusBody}>
                <NetworkSunburst networkType={DASHBOARD_NETWORK_TYPE} height={300} refreshSignal={refreshSignal} />
                <NetworkStatusNote />
              </div>
            </AppCard>
            <SummaryViewCardGrid chosen={card} onChoose={setCard} refreshSignal={refreshSignal} />
          </div>
          <div className={classes.devicesBox}>
            <DashboardDevices card={card} refreshSignal={refreshSignal} />
          </div>
        </div>
        {showEvents && (
          <section className={classes.bottomDock} data-testid="events-dock" aria-label="Events">
            <Suspense fallback={<Pending />}>
              <UrlScope prefix="events">
                <ActiveEventsPanel onClose={onHideEvents} gridId="dashboard-events" />
              </UrlScope>
            </Suspense>
          </section>
        )}
      </div>
      {hierarchy ? (
        <aside className={classes.rightDock} data-testid="hierarchy-dock" aria-label="Network Hierarchy">
          <NetworkHierarchy onClose={() => setHierarchy(false)} />
        </aside>
      ) : (
        <Button
          className={classes.fab}
          radius="xl"
          leftSection={<IconBinaryTree2 size={16} />}
          onClick={() => setHierarchy(true)}
          data-testid="hierarchy-button"
        >
          Network Hierarchy
        </Button>
      )}
    </div>
  );
}
