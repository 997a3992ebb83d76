import { NMC_TABS, type NmcRoute } from '@nms/contract';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppCard } from '../../../components/card/app-card';
import { CardTabs } from '../../../components/card/card-tabs';
import { useFullscreen } from '../../../components/fullscreen';
import { ActiveNotificationsTab } from './active-notifications-tab';
import { NmcFullScreenContext } from './nmc-full-screen';
import classes from './nmc-tools.module.css';
import { ReplacementDispatchesTab } from './replacement-dispatches-tab';
import { SfCasesTab } from './sf-cases-tab';
import { SfDispatchesTab } from './sf-dispatches-tab';
import { SfNotificationsTab } from './sf-notifications-tab';
import { TechTasksTab } from './tech-tasks-tab';

const PANELS: Record<NmcRoute, () => ReactNode> = {
  '/sf-cases': () => <SfCasesTab />,
  '/sf-active-notifications': () => <SfNotificationsTab />,
  '/sf-dispatches': () => <SfDispatchesTab />,
  '/active-notifications': () => <ActiveNotificationsTab />,
  '/tech-support-tasks': () => <TechTasksTab />,
  '/replacements-dispatches': () => <ReplacementDispatchesTab />,
};

const isNmcRoute = (path: string): path is NmcRoute => NMC_TABS.some((t) => t.route === path);

/** NMC Tools (spec 001 §2.15, 002 §2.1): one card, a tab per route; the tab follows the URL. */
export function NmcToolsScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const fullScreen = useFullscreen();
  const route: NmcRoute = isNmcRoute(pathname) ? pathname : NMC_TABS[0].route;

  return (
    <NmcFullScreenContext value={fullScreen}>
      <div {...fullScreen.frameProps(classes.screen)} data-testid="nmc-tools">
        <AppCard title="NMC Tools" fill fullScreen={false} data-testid="nmc-tools-card">
          <CardTabs
            tabs={NMC_TABS.map((t) => ({ value: t.route, label: t.label, panel: PANELS[t.route]() }))}
            value={route}
            onChange={(v) => v !== route && navigate(v)}
          />
        </AppCard>
      </div>
    </NmcFullScreenContext>
  );
}
