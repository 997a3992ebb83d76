import { Tabs } from '@mantine/core';
import { IconChartDonut3, IconTools } from '@tabler/icons-react';
import { AppCard } from '../../../components/card/app-card';
import { MainWip } from './main-wip';
import { ProActiveMonitoring } from './pro-active-monitoring';
import classes from './svn.module.css';

/** The Service View Navigator card with its two tabs (spec 001 §2.7). */
export function SvnScreen() {
  return (
    <AppCard title="Service View Navigator" fill data-testid="svn">
      <Tabs defaultValue="pro-active" keepMounted={false} className={classes.tabs}>
        <Tabs.List>
          <Tabs.Tab value="pro-active" leftSection={<IconChartDonut3 size={16} />}>
            Pro-Active Monitoring
          </Tabs.Tab>
          <Tabs.Tab value="main-wip" leftSection={<IconTools size={16} />}>
            MAIN - WIP
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pro-active" className={classes.panel}>
          <ProActiveMonitoring />
        </Tabs.Panel>
        <Tabs.Panel value="main-wip" className={classes.panel}>
          <MainWip />
        </Tabs.Panel>
      </Tabs>
    </AppCard>
  );
}
