import { Tabs } from '@mantine/core';
import type { DeviceDetailsData } from '@nms/contract';
import { lazy, Suspense, useState } from 'react';
import { Pending } from '../../../components/notice/pending';
import type { DeviceTab } from '../../device-events/components/device-tabs';
import { GeneralInformation } from './general-information';
import { RealTimeData } from './real-time-data';
import classes from './lumos-tabs.module.css';

// The sub-tabs bring the grid kit (AG Grid): loaded when Additional Information first opens.
const DeviceTabs = lazy(() => import('../../device-events/components/device-tabs').then((m) => ({ default: m.DeviceTabs })));

export const LUMOS_TABS = ['Real Time Data', 'General Information', 'Additional Information'] as const;
type LumosTab = (typeof LUMOS_TABS)[number];

/** LUMOS shows only the Archived Events sub-tab of the device page; the others are disabled. */
export const LUMOS_DISABLED_TABS: readonly DeviceTab[] = ['events', 'network-events', 'change-log', 'additional-details'];

/** The three LUMOS tabs; only the open one is mounted (its calls run when it opens). */
export function LumosTabs({ data, refreshSignal }: { data: DeviceDetailsData; refreshSignal?: number }) {
  const [tab, setTab] = useState<LumosTab>('Real Time Data');
  const name = String(data.device.name ?? '');
  return (
    <Tabs value={tab} onChange={(t) => t && setTab(t as LumosTab)} keepMounted={false} className={classes.tabs} data-testid="lumos-tabs">
      <Tabs.List>
        {LUMOS_TABS.map((t) => (
          <Tabs.Tab key={t} value={t}>
            {t}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="Real Time Data" className={classes.panel}>
        <RealTimeData data={data} />
      </Tabs.Panel>
      <Tabs.Panel value="General Information" className={classes.panel}>
        <GeneralInformation data={data} />
      </Tabs.Panel>
      <Tabs.Panel value="Additional Information" className={classes.panel}>
        <Suspense fallback={<Pending />}>
          <DeviceTabs deviceName={name} nmd={typeof data.device.nmd === 'string' ? data.device.nmd : null} disabledTabs={LUMOS_DISABLED_TABS} refreshSignal={refreshSignal} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
