/**
 * Reference facts the fleet's rows do not carry: what each EMS (the device's nocid) is called
 * and where it runs, what a service type is, and the satellites' public names and slots.
 * Anything not listed gets a plain default, so a fleet with new values still seeds.
 */
export interface EmsFacts {
  name: string;
  host: string;
  notes: string;
}

export const EMS_BY_NOCID: Readonly<Record<string, EmsFacts>> = {
  NNOC: { name: 'Hughes NMS', host: 'nnoc-ems01.nms.internal', notes: 'Satellite terminals, modems and voice adapters polled over SNMP.' },
  'CRM-ACTV': { name: 'CRM Activation', host: 'crm-actv01.nms.internal', notes: 'Devices activated in the CRM but not yet polled.' },
  FORTIMGR: { name: 'FortiManager', host: 'fortimgr01.nms.internal', notes: 'FortiGate SD-WAN routers.' },
  FORTILAN: { name: 'FortiLAN Cloud', host: 'fortilan01.nms.internal', notes: 'FortiSwitch and FortiAP managed LAN.' },
  MERAKI: { name: 'Meraki Dashboard', host: 'api.meraki.nms.internal', notes: 'Meraki MX and MR devices.' },
  VELOCLOUD: { name: 'VeloCloud Orchestrator', host: 'vco01.nms.internal', notes: 'VeloCloud edges.' },
  ECM: { name: 'Cradlepoint NetCloud', host: 'ecm01.nms.internal', notes: 'Cradlepoint cellular routers.' },
  HDSM: { name: 'Digital Signage Manager', host: 'hdsm01.nms.internal', notes: 'Media players and displays.' },
  OVRC: { name: 'OvrC', host: 'ovrc01.nms.internal', notes: 'Remote power controllers.' },
  APE: { name: 'APE Power Manager', host: 'ape01.nms.internal', notes: 'Remote power units.' },
  TangoW: { name: 'TangoW', host: 'tangow01.nms.internal', notes: 'Cisco switches reached over SSH.' },
};

export const emsFacts = (nocid: string): EmsFacts =>
  EMS_BY_NOCID[nocid] ?? { name: nocid, host: `${nocid.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.nms.internal`, notes: '' };

/** A service type's kind, the top level service's Type column. */
const SERVICE_KIND: Readonly<Record<string, string>> = {
  'SD-WAN': 'Managed Network',
  'Managed LAN': 'Managed Network',
  'Managed Broadband': 'Connectivity',
  'Satellite Broadband': 'Connectivity',
  'Managed Voice': 'Voice',
};
export const serviceKind = (serviceType: string) => SERVICE_KIND[serviceType] ?? 'Managed Service';

export interface SatelliteFacts {
  externalName: string;
  owner: string;
  /** Degrees east (west is negative). */
  orbitalPosition: number;
}

const SATELLITE_FACTS: Readonly<Record<string, SatelliteFacts>> = {
  'JUPITER 1': { externalName: 'EchoStar XVII', owner: 'Hughes', orbitalPosition: -107.1 },
  'JUPITER 2': { externalName: 'EchoStar XIX', owner: 'Hughes', orbitalPosition: -97.1 },
  'JUPITER 3': { externalName: 'EchoStar XXIV', owner: 'Hughes', orbitalPosition: -95.2 },
  'SPACEWAY 3': { externalName: 'Spaceway 3', owner: 'Hughes', orbitalPosition: -95 },
};
export const satelliteFacts = (name: string): SatelliteFacts => SATELLITE_FACTS[name] ?? { externalName: name, owner: 'Hughes', orbitalPosition: 0 };

/** Carriers of the backbone circuits between datacenters, taken in turn. */
export const CIRCUIT_CARRIERS = ['Lumen', 'Zayo', 'AT&T', 'Verizon'] as const;
