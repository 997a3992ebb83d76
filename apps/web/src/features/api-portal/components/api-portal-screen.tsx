import { Tabs, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { AppCard } from '../../../components/card/app-card';
import { MESSAGES } from '../../../components/notice/messages';
import { PORTAL_TABS, portalTabOf } from '../logic/portal-tabs';
import { ApiDocumentation } from './api-documentation';
import { GettingStarted } from './getting-started';

/** NMS Tools API (spec 002 §2.7): one card, a tab per /ab/ route; the tab follows the URL. */
export function ApiPortalScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = portalTabOf(pathname);
  return (
    <AppCard title="NMS Tools API" data-testid="api-portal">
      <Tabs value={tab} onChange={(v) => v && v !== tab && navigate(v)} keepMounted={false}>
        <Tabs.List mb="md">
          {PORTAL_TABS.map((t) => (
            <Tabs.Tab key={t.route} value={t.route} disabled={t.disabled}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="/ab/getting-started">
          <GettingStarted />
        </Tabs.Panel>
        <Tabs.Panel value="/ab/api-documentation">
          <ApiDocumentation />
        </Tabs.Panel>
        <Tabs.Panel value="/ab/usage">
          {/* The tab cannot be clicked; a typed /ab/usage lands here. */}
          <Text c="dimmed">{MESSAGES.notBuilt}</Text>
        </Tabs.Panel>
      </Tabs>
    </AppCard>
  );
}
