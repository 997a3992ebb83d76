import type { ResultView } from '@nms/contract';
import type { ComponentType } from 'react';
import { FortilanView } from './fortilan-view';
import { EdgeHaView } from './edge-ha-view';
import { PingView } from './ping-view';
import { HughesApeView, WattboxView } from './power-views';
import { SatelliteView } from './satellite-view';
import { JsonView, MessageView, TextView } from './simple-views';
import { AwmsView, CiscoSwitchView, FortimanagerView, VelocloudView } from './status-views';
import { ArpCacheView, BackbonesView, ClientSessionsView, HardNicView, InterfaceStatusView } from './table-views';
import { CradlepointView, MerakiView } from './uplink-views';

const VIEWS: Record<ResultView, ComponentType<{ data: unknown }>> = {
  json: JsonView,
  text: TextView,
  ping: PingView,
  mgmtPing: PingView,
  pingIp: PingView,
  interfaceStatus: InterfaceStatusView,
  arpCache: ArpCacheView,
  clientSessions: ClientSessionsView,
  satellite: SatelliteView,
  velocloud: VelocloudView,
  fortilan: FortilanView,
  hughesApe: HughesApeView,
  cradlepoint: CradlepointView,
  awms: AwmsView,
  wattbox: WattboxView,
  fortimanager: FortimanagerView,
  edgeHa: EdgeHaView,
  meraki: MerakiView,
  switch: CiscoSwitchView,
  backbones: BackbonesView,
  hardNic: HardNicView,
  message: MessageView,
};

/** The result of an action in the view the catalog names (JSON tree for anything unknown). */
export function ActionResultView({ view, data }: { view: ResultView; data: unknown }) {
  const View = VIEWS[view] ?? JsonView;
  return (
    <div data-testid={`result-view-${view}`}>
      <View data={data} />
    </div>
  );
}
