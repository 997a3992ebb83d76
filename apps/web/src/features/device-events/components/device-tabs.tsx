import { SegmentedControl } from '@mantine/core';
import { DEFAULT_VISIBILITY, VISIBILITIES, type Visibility } from '@nms/contract';
import { Suspense, useState, type ReactNode } from 'react';
import { CardTabs } from '../../../components/card/card-tabs';
import { NetworkEventsGrid } from '../../network-events';
import { AdditionalDetailsTab } from './additional-details-tab';
import { ChangeLogTab } from './change-log-tab';
import { DeviceEventsGrid } from './device-events-grid';
import { lazyNamed } from '../../../lib/lazy-named';
import { useUrlChoice } from '../../../lib/url-state';

// Beyond the spec (issue 16): loads with its tab, never with the page.
const SyslogTab = lazyNamed(() => import('../../device-syslog'), 'SyslogTab');

export const DEVICE_TABS = ['events', 'network-events', 'archived-events', 'change-log', 'additional-details', 'syslog'] as const;
export type DeviceTab = (typeof DEVICE_TABS)[number];

const LABELS: Record<DeviceTab, string> = {
  events: 'Events',
  'network-events': 'Network Events',
  'archived-events': 'Archived Events',
  'change-log': 'Change Log',
  'additional-details': 'Additional Device Details',
  syslog: 'Syslog',
};
/**
 * Tabs beyond the spec come after its five, and only where the page does not restrict the tabs:
 * LUMOS lists its sub-tabs exactly (spec 000 §2), so it shows the spec's five alone.
 */
const BEYOND_SPEC: readonly DeviceTab[] = ['syslog'];
/** The page scrolls, so the tab grids get a definite box (AG Grid fills its box). */
const DEVICE_TAB_HEIGHT = 560;

export interface DeviceTabsProps {
  deviceName: string;
  /** The device's customer id (the change log's nmd). */
  nmd?: string | null;
  /** Tabs shown but not selectable (LUMOS disables all but Archived Events). */
  disabledTabs?: readonly DeviceTab[];
  /** Changes when the page reloads (Refresh, the 30 s timer): the open tab reloads with it. */
  refreshSignal?: number;
  /** The device's groups: with Live on, the Network Events tab follows their events. */
  groups?: readonly string[];
}

/**
 * The five tabs of the device page (spec 000 §2) with the External/Internal visibility selector
 * beside them; the selector filters the event lists (Events, Archived Events).
 */
export function DeviceTabs({ deviceName, nmd, disabledTabs = [], refreshSignal, groups }: DeviceTabsProps) {
  const shown = disabledTabs.length > 0 ? DEVICE_TABS.filter((t) => !BEYOND_SPEC.includes(t)) : DEVICE_TABS;
  const enabled = shown.filter((t) => !disabledTabs.includes(t));
  const [tab, setTab] = useUrlChoice<DeviceTab>('tab', enabled, enabled[0] ?? 'events');
  const [visibility, setVisibility] = useState<Visibility>(DEFAULT_VISIBILITY);

  const panels: Record<DeviceTab, () => ReactNode> = {
    events: () => <DeviceEventsGrid kind="active" deviceName={deviceName} visibility={visibility} refreshSignal={refreshSignal} />,
    'network-events': () => <NetworkEventsGrid variant="device" deviceName={deviceName} groups={groups} refreshSignal={refreshSignal} />,
    'archived-events': () => <DeviceEventsGrid kind="archived" deviceName={deviceName} visibility={visibility} refreshSignal={refreshSignal} />,
    'change-log': () => <ChangeLogTab deviceName={deviceName} nmd={nmd} refreshSignal={refreshSignal} />,
    'additional-details': () => <AdditionalDetailsTab deviceName={deviceName} />,
    syslog: () => (
      <Suspense fallback={null}>
        <SyslogTab deviceName={deviceName} refreshSignal={refreshSignal} />
      </Suspense>
    ),
  };

  return (
    <CardTabs
      tabs={shown.map((t) => ({ value: t, label: LABELS[t], disabled: disabledTabs.includes(t), panel: tab === t && panels[t]() }))}
      value={tab}
      onChange={setTab}
      layout="flow"
      gap={10}
      panelHeight={DEVICE_TAB_HEIGHT}
      beside={
        <SegmentedControl
          size="xs"
          aria-label="Visibility"
          data-testid="visibility-selector"
          value={visibility}
          onChange={(v) => setVisibility(v as Visibility)}
          data={[...VISIBILITIES]}
        />
      }
      data-testid="device-tabs"
    />
  );
}
