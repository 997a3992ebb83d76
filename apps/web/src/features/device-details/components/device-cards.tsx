import type { DeviceDetailsData } from '@nms/contract';
import type { ComponentType } from 'react';
import { showsActivePath, showsEit, showsHan, showsVadb } from '../../../components/device-cards/display-rules';
import { ActionsCard } from './cards/actions-card';
import { ActivePathCard } from '../../../components/device-cards/active-path-card';
import { DeviceStatusCard } from './cards/device-status-card';
import { EitProductionCard } from '../../../components/device-cards/eit-production-card';
import { HanConfigurationCard } from '../../../components/device-cards/han-configuration-card';
import { LocationCard } from '../../../components/device-cards/location-card';
import { MonitoringConfigurationCard } from '../../../components/device-cards/monitoring-configuration-card';
import { NetworkConfigurationCard } from '../../../components/device-cards/network-configuration-card';
import { NetworksCard } from './cards/networks-card';
import { PamSuspendCard } from './cards/pam-suspend-card';
import { VadbCard } from '../../../components/device-cards/vadb-card';
import classes from './device-details.module.css';

type Card = { key: string; Component: ComponentType<{ details: DeviceDetailsData }>; shows?: (d: DeviceDetailsData) => boolean; tall?: boolean };

/** The cards in reading order (spec 000 §2), each with its visibility rule. */
export const DEVICE_CARDS: readonly Card[] = [
  { key: 'device-status', Component: DeviceStatusCard },
  { key: 'actions', Component: ActionsCard, tall: true },
  { key: 'network-configuration', Component: NetworkConfigurationCard },
  { key: 'pam-suspend', Component: PamSuspendCard },
  { key: 'vadb', Component: VadbCard, shows: (d) => showsVadb(d.device) },
  { key: 'han', Component: HanConfigurationCard, shows: (d) => showsHan(d.device) },
  { key: 'monitoring', Component: MonitoringConfigurationCard },
  { key: 'active-path', Component: ActivePathCard, shows: (d) => showsActivePath(d.device) },
  { key: 'eit', Component: EitProductionCard, shows: (d) => showsEit(d.eit_device_details) },
  { key: 'location', Component: LocationCard },
  { key: 'networks', Component: NetworksCard },
];

/** Keys of the cards this answer shows. */
export const visibleCards = (details: DeviceDetailsData): string[] => DEVICE_CARDS.filter((c) => !c.shows || c.shows(details)).map((c) => c.key);

/** The responsive card grid of the Device Details page. */
export function DeviceCards({ details }: { details: DeviceDetailsData }) {
  const shown = new Set(visibleCards(details));
  return (
    <div className={classes.cards} data-testid="device-cards">
      {DEVICE_CARDS.filter((c) => shown.has(c.key)).map(({ key, Component, tall }) => (
        <div key={key} className={tall ? classes.tall : undefined} data-card={key}>
          <Component details={details} />
        </div>
      ))}
    </div>
  );
}
