import { CRADLEPOINT_REFRESH_MS, CRADLEPOINT_TABS, type CradlepointTab } from '@nms/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { CardTabs } from '../../../components/card/card-tabs';
import { TimerToggle } from '../../../components/timer-toggle/timer-toggle';
import { useUrlChoice } from '../../../lib/url-state';
import classes from './cradlepoint.module.css';
import { CarrierTab, EcmTab, SshTab, TroubleshootingTab } from './cradlepoint-tabs';
import { invalidateLocally } from '../../../lib/data-changes';

const PANELS: Record<CradlepointTab, () => ReactNode> = {
  troubleshooting: () => <TroubleshootingTab />,
  ssh: () => <SshTab />,
  ecm: () => <EcmTab />,
  carrier: () => <CarrierTab />,
};

/**
 * Cradlepoint viewer (spec 002 §2.8): one card, a tab per source and the combined view. The
 * Start Timer/Stop Timer toggle (off at first) reloads the open tab every CRADLEPOINT_REFRESH_MS;
 * it lives in this screen, so leaving the page clears it.
 */
export function CradlepointScreen() {
  const [tab, setTab] = useUrlChoice<CradlepointTab>(
    'tab',
    CRADLEPOINT_TABS.map((t) => t.value),
    'troubleshooting',
  );
  const client = useQueryClient();
  // Only the open tab's query is mounted: it refetches now, the others when next opened.
  const reload = useCallback(() => void invalidateLocally(client, { kinds: ['cradlepoint'] }), [client]);

  return (
    <div className={classes.screen} data-testid="cradlepoint">
      <AppCard title="Cradlepoint" fill actions={<TimerToggle onTick={reload} intervalMs={CRADLEPOINT_REFRESH_MS} />} data-testid="cradlepoint-card">
        <CardTabs tabs={CRADLEPOINT_TABS.map((t) => ({ ...t, panel: PANELS[t.value]() }))} value={tab} onChange={setTab} />
      </AppCard>
    </div>
  );
}
