import type { DeviceDetailsData } from '@nms/contract';
import { Suspense, type ReactNode } from 'react';
import { CardTabs } from '../../../components/card/card-tabs';
import { Pending } from '../../../components/notice/pending';
import type { DeviceTab } from '../../device-events';
import { GeneralInformation } from './general-information';
import { RealTimeData } from './real-time-data';
import { lazyNamed } from '../../../lib/lazy-named';
import { useUrlChoice } from '../../../lib/url-state';

// The sub-tabs bring the grid kit (AG Grid): loaded when Additional Information first opens.
const DeviceTabs = lazyNamed(() => import('../../device-events'), 'DeviceTabs');

export const LUMOS_TABS = ['Real Time Data', 'General Information', 'Additional Information'] as const;
type LumosTab = (typeof LUMOS_TABS)[number];

/** LUMOS shows only the Archived Events sub-tab of the device page; the others are disabled. */
export const LUMOS_DISABLED_TABS: readonly DeviceTab[] = ['events', 'network-events', 'change-log', 'additional-details'];

/** The three LUMOS tabs; only the open one is mounted (its calls run when it opens). */
export function LumosTabs({ data, refreshSignal }: { data: DeviceDetailsData; refreshSignal?: number }) {
  const [tab, setTab] = useUrlChoice<LumosTab>('tab', LUMOS_TABS, 'Real Time Data');
  const name = String(data.device.name ?? '');
  const panels: Record<LumosTab, ReactNode> = {
    'Real Time Data': <RealTimeData data={data} />,
    'General Information': <GeneralInformation data={data} />,
    'Additional Information': (
      <Suspense fallback={<Pending />}>
        <DeviceTabs
          deviceName={name}
          nmd={typeof data.device.nmd === 'string' ? data.device.nmd : null}
          disabledTabs={LUMOS_DISABLED_TABS}
          refreshSignal={refreshSignal}
        />
      </Suspense>
    ),
  };
  return (
    <CardTabs
      tabs={LUMOS_TABS.map((t) => ({ value: t, label: t, panel: panels[t] }))}
      value={tab}
      onChange={setTab}
      gap={16}
      scroll
      data-testid="lumos-tabs"
    />
  );
}
