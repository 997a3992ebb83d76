import { SimpleGrid } from '@mantine/core';
import type { DeviceDetailsData } from '@nms/contract';
import type { ComponentType } from 'react';
import { ActivePathCard } from '../../../components/device-cards/active-path-card';
import { DeviceStatusCard } from '../../device-details';
import { EitProductionCard } from '../../../components/device-cards/eit-production-card';
import { HanConfigurationCard } from '../../../components/device-cards/han-configuration-card';
import { MonitoringConfigurationCard } from '../../../components/device-cards/monitoring-configuration-card';
import { NetworkConfigurationCard } from '../../../components/device-cards/network-configuration-card';
import { VadbCard } from '../../../components/device-cards/vadb-card';
import { showsActivePath, showsEit, showsHan, showsVadb } from '../../../components/device-cards/display-rules';

type Card = { key: string; Component: ComponentType<{ details: DeviceDetailsData }>; shows?: (d: DeviceDetailsData) => boolean };

/**
 * LUMOS's General Information cards, the Device Details page's own, with the rules of spec 000
 * LUMOS: HAN hidden when han is 'Currently Unavailable', VADB only with a primary phone, EIT only
 * with EIT details, Active Path only for operating mode 3 or 4.
 */
export const LUMOS_CARDS: readonly Card[] = [
  { key: 'device-status', Component: DeviceStatusCard },
  { key: 'network-configuration', Component: NetworkConfigurationCard },
  { key: 'monitoring', Component: MonitoringConfigurationCard },
  { key: 'han', Component: HanConfigurationCard, shows: (d) => showsHan(d.device) },
  { key: 'vadb', Component: VadbCard, shows: (d) => showsVadb(d.device) },
  { key: 'eit', Component: EitProductionCard, shows: (d) => showsEit(d.eit_device_details) },
  { key: 'active-path', Component: ActivePathCard, shows: (d) => showsActivePath(d.device) },
];

export function GeneralInformation({ data }: { data: DeviceDetailsData }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" data-testid="lumos-general-information">
      {LUMOS_CARDS.filter((c) => !c.shows || c.shows(data)).map(({ key, Component }) => (
        <Component key={key} details={data} />
      ))}
    </SimpleGrid>
  );
}
