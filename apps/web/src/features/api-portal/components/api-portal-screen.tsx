import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppCard } from '../../../components/card/app-card';
import { CardTabs } from '../../../components/card/card-tabs';
import { MESSAGES } from '../../../components/notice/messages';
import { PORTAL_TABS, portalTabOf, type PortalRoute } from '../logic/portal-tabs';
import { ApiDocumentation } from './api-documentation';
import { GettingStarted } from './getting-started';

const PANELS: Record<PortalRoute, ReactNode> = {
  '/ab/getting-started': <GettingStarted />,
  '/ab/api-documentation': <ApiDocumentation />,
  // The tab cannot be clicked; a typed /ab/usage lands here.
  '/ab/usage': <Text c="dimmed">{MESSAGES.notBuilt}</Text>,
};

/** NMS Tools API (spec 002 §2.7): one card, a tab per /ab/ route; the tab follows the URL. */
export function ApiPortalScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = portalTabOf(pathname);
  return (
    <AppCard title="NMS Tools API" data-testid="api-portal">
      <CardTabs
        tabs={PORTAL_TABS.map((t) => ({ value: t.route, label: t.label, disabled: t.disabled, panel: PANELS[t.route] }))}
        value={tab}
        onChange={(v) => v !== tab && navigate(v)}
        layout="flow"
        gap={16}
      />
    </AppCard>
  );
}
