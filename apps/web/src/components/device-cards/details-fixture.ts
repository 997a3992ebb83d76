import type { DeviceDetailsData, NeighborDevice } from '@nms/contract';

/** A device-details answer for unit tests: a discovered satellite modem, every other section empty. */
export function detailsFixture(device: Partial<DeviceDetailsData['device']> = {}, rest: Partial<DeviceDetailsData> = {}): DeviceDetailsData {
  return {
    device: {
      name: 'ACME-00001-VSAT1',
      state: 5,
      productCategory: 'Satellite Modem',
      className: 'HNS_SatModem',
      nmd: 'ACME',
      nocid: 'NNOC',
      hnsService: 'HughesNet Business',
      discovered: true,
      pamSuspended: false,
      rsUpdatedAt: new Date(2026, 0, 5, 7, 8, 9).getTime(),
      han: 'Disabled',
      cpehan: 'STSC',
      aaCfOpermode: null,
      ...device,
    },
    location: null,
    neighbor_devices: { data: [] },
    device_groups: [],
    eit_device_details: {},
    dmn_device_details: {},
    hts_device_details: {},
    active_devices: {},
    network_events: [],
    additional_details: {},
    available_actions: {
      trouble_shooting_actions: [],
      advanced_actions: [],
      performance_graphs: [],
      han_reports: [],
      usage_reports: [],
      secure_actions: [],
      csr_tools: [],
    },
    ...rest,
  };
}

export const neighbour = (n: Partial<NeighborDevice> & { name: string }): NeighborDevice => ({
  model: null,
  productCode: null,
  productCategory: null,
  state: 5,
  poller: null,
  ...n,
});
