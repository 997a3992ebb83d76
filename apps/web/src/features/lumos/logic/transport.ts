import { deviceActionDef, type ResultView } from '@nms/contract';
import { selectResultView } from '../../../components/action-results/select-result-view';
import { TRANSPORT_CALLS, type TransportBlock } from '../../../components/device-cards/display-rules';

/** The heading of each transport status block (spec 000 names the blocks, not their titles). */
export const TRANSPORT_TITLES: Record<TransportBlock, string> = {
  ecm: 'ECM Ping/Current Status',
  nnoc: 'Satellite Ping/Current Status',
  meraki: 'Meraki Ping/Current Status',
  velocloud: 'VeloCloud Ping/Current Status',
  fortilan: 'FortiLAN Ping/Current Status',
  ciscoSwitch: 'Cisco Switch Info',
};

/** The Device Actions result view of the block's call (the same view its popup uses). */
export function transportView(block: TransportBlock, results: unknown): ResultView {
  return selectResultView(deviceActionDef(TRANSPORT_CALLS[block]), results);
}
