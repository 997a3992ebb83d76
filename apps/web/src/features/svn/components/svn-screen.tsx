import { IconChartDonut3, IconTools } from '@tabler/icons-react';
import { AppCard } from '../../../components/card/app-card';
import { CardTabs, type CardTab } from '../../../components/card/card-tabs';
import { MainWip } from './main-wip';
import { ProActiveMonitoring } from './pro-active-monitoring';

type SvnTab = 'pro-active' | 'main-wip';

const TABS: readonly CardTab<SvnTab>[] = [
  { value: 'pro-active', label: 'Pro-Active Monitoring', icon: <IconChartDonut3 size={16} />, panel: <ProActiveMonitoring /> },
  { value: 'main-wip', label: 'MAIN - WIP', icon: <IconTools size={16} />, panel: <MainWip /> },
];

/** The Service View Navigator card with its two tabs (spec 001 §2.7). */
export function SvnScreen() {
  return (
    <AppCard title="Service View Navigator" fill data-testid="svn">
      <CardTabs tabs={TABS} defaultValue="pro-active" />
    </AppCard>
  );
}
