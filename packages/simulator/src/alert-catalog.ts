import type { AlertProfile } from './device-catalog';

/**
 * The events each kind of device raises, as the monitoring domain (SMARTS-like) names them.
 * `component` is the part of the device the event is about (null: the device itself);
 * `weight` is how often it happens relative to the kind's other events.
 */
export interface EventDef {
  eventName: string;
  eventDisplayName: string;
  /** 1 Critical .. 4 Unknown; 5 (Normal) for informational notices that do not degrade the device. */
  severity: 1 | 2 | 3 | 4 | 5;
  category: 'Availability' | 'Performance' | 'Environment' | 'Configuration';
  component: string | null;
  /** `{component}` is replaced by the component name. */
  text: string;
  weight: number;
}

const e = (
  eventName: string,
  eventDisplayName: string,
  severity: EventDef['severity'],
  category: EventDef['category'],
  component: string | null,
  text: string,
  weight: number,
): EventDef => ({ eventName, eventDisplayName, severity, category, component, text, weight });

const DOWN = (what: string) => e('Down', 'Down', 1, 'Availability', null, `${what} is down: no response to status polls`, 3);
const UNREACHABLE = (sev: EventDef['severity']) =>
  e('Unreachable', 'Unreachable', sev, 'Availability', null, 'Management IP not responding to ICMP from the poller', 5);
const UNKNOWN = e('StatusUnknown', 'Status Unknown', 4, 'Availability', null, 'Poller has no current status for the device', 1);

export const EVENT_CATALOG: Readonly<Record<AlertProfile, readonly EventDef[]>> = {
  satellite: [
    DOWN('Satellite modem'),
    UNREACHABLE(2),
    UNKNOWN,
    e('RainFade', 'Rain Fade', 2, 'Performance', 'Downlink', 'Downlink Es/No dropped below 3.5 dB (rain fade)', 4),
    e('HighLatency', 'High Latency', 3, 'Performance', 'Uplink', 'Round-trip latency above 900 ms for 5 minutes', 4),
    e('LowSignal', 'Low Signal', 3, 'Performance', 'Downlink', 'Downlink SQF below 60: check antenna pointing', 3),
    e('TransmitFail', 'Transmit Failure', 2, 'Availability', 'Uplink', 'Inroute transmit failures above 20%', 2),
    e('FapThreshold', 'FAP Threshold Reached', 3, 'Configuration', null, 'Fair access policy threshold reached: throughput limited', 2),
    e('SoftwareUpgraded', 'Software Upgraded', 5, 'Configuration', null, 'Terminal software upgraded by the NOC download', 1),
  ],
  router: [
    DOWN('Router'),
    UNREACHABLE(2),
    UNKNOWN,
    e('LinkDown', 'Link Down', 2, 'Availability', 'wan1', 'Interface {component} operationally down', 5),
    e('LinkDown', 'Link Down', 3, 'Availability', 'wan2', 'Interface {component} operationally down', 3),
    e('VpnTunnelDown', 'VPN Tunnel Down', 2, 'Availability', 'vpn-hub1', 'IPsec tunnel {component} to the hub is down', 3),
    e('HighCpu', 'High CPU', 3, 'Performance', 'cpu', 'CPU utilisation above 90% for 10 minutes', 2),
    e('HaFailover', 'HA Failover', 3, 'Availability', 'ha', 'HA cluster failed over to the secondary unit', 1),
    e('PowerSupplyFail', 'Power Supply Failure', 2, 'Environment', 'PS2', 'Power supply {component} failed', 1),
    e('ConfigChanged', 'Configuration Changed', 5, 'Configuration', null, 'Configuration saved from the management system', 1),
  ],
  modem: [
    DOWN('Modem'),
    UNREACHABLE(2),
    UNKNOWN,
    e('LinkDown', 'Link Down', 2, 'Availability', 'wan0', 'Broadband link {component} lost sync', 5),
    e('SyncLoss', 'Sync Loss', 3, 'Performance', 'wan0', 'Link {component} retrained 6 times in the last hour', 3),
    e('SignalWeak', 'Weak Signal', 3, 'Performance', 'radio', 'Signal below threshold (RSRP -118 dBm / SNR 4 dB)', 3),
  ],
  accel: [
    DOWN('Acceleration appliance'),
    UNREACHABLE(2),
    e('ServiceDegraded', 'Service Degraded', 3, 'Performance', 'accel', 'Acceleration bypassed: compression engine restarted', 3),
    e('HighMemory', 'High Memory', 3, 'Performance', 'memory', 'Memory utilisation above 95%', 2),
    e('PathSwitch', 'Active Path Switch', 3, 'Availability', 'path', 'Traffic moved to the secondary transport', 2),
  ],
  switch: [
    DOWN('Switch'),
    UNREACHABLE(2),
    e('PortDown', 'Port Down', 3, 'Availability', 'port7', 'Port {component} link down', 5),
    e('PowerSupplyFail', 'Power Supply Failure', 2, 'Environment', 'PS1', 'Power supply {component} failed', 1),
    e('PoeBudgetExceeded', 'PoE Budget Exceeded', 3, 'Environment', 'poe', 'PoE budget exceeded: ports shed power', 2),
  ],
  ap: [
    e('Down', 'Down', 2, 'Availability', null, 'Access point disconnected from its controller', 4),
    UNREACHABLE(3),
    e('RadioDown', 'Radio Down', 3, 'Availability', 'radio1', 'Radio {component} disabled', 3),
    e('HighClientCount', 'High Client Count', 3, 'Performance', 'radio0', 'More than 60 clients on {component}', 2),
  ],
  media: [
    e('Down', 'Down', 2, 'Availability', null, 'Media player offline', 4),
    UNREACHABLE(3),
    e('ContentSyncFail', 'Content Sync Failed', 3, 'Configuration', 'content', 'Playlist download failed 3 times', 3),
    e('DisplayDisconnected', 'Display Disconnected', 3, 'Availability', 'hdmi1', 'No display detected on {component}', 2),
  ],
  display: [
    e('Down', 'Down', 3, 'Availability', null, 'Display not responding', 3),
    UNREACHABLE(3),
    e('PowerOff', 'Powered Off', 4, 'Availability', null, 'Display reports standby during business hours', 2),
  ],
  power: [
    e('OutletOff', 'Outlet Off', 3, 'Environment', 'outlet3', 'Outlet {component} switched off', 3),
    e('PowerSupplyFail', 'Power Supply Failure', 2, 'Environment', 'input', 'Input power lost: running on battery', 2),
    e('OverCurrent', 'Over Current', 2, 'Environment', 'bank1', 'Current draw above 14 A on {component}', 1),
    UNREACHABLE(3),
  ],
  phone: [e('Unregistered', 'Unregistered', 3, 'Availability', 'line1', 'SIP registration of {component} lost', 4), UNREACHABLE(4)],
  voice: [
    e('Down', 'Down', 2, 'Availability', null, 'Voice gateway down', 3),
    UNREACHABLE(3),
    e('Unregistered', 'Unregistered', 3, 'Availability', 'line1', 'SIP registration of {component} lost', 3),
    e('LineDown', 'Line Down', 3, 'Availability', 'FXS1', 'Analog port {component} off-hook fault', 2),
  ],
};

/** The event an outage of the whole path (beam, access provider, site) raises on a device. */
export function outageEvent(profile: AlertProfile, beamOutage: boolean): EventDef {
  const events = EVENT_CATALOG[profile];
  if (beamOutage) {
    const rain = events.find((ev) => ev.eventName === 'RainFade');
    if (rain) return rain;
  }
  return events.find((ev) => ev.eventName === 'Down' && ev.severity <= 2) ?? events.find((ev) => ev.eventName === 'Unreachable')!;
}
