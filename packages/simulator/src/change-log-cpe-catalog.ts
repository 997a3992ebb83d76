import type { Rng } from './prng';

/**
 * What a configuration change looks like per management family: the tables an operator or an
 * automation edits (`{n}` is an object number, `{name}` one of `names`), the attributes of each
 * with plausible values, the interfaces (ui) the family offers and its automation user.
 */
export interface CpeTable {
  path: string;
  names?: readonly string[];
  attrs: readonly string[];
}

export interface CpeFamily {
  tables: readonly CpeTable[];
  uis: ReadonlyArray<readonly ['GUI' | 'CLI' | 'API', number]>;
  apiUser: string;
}

/** How far back the generated change log reaches. */
export const CHANGE_LOG_DAYS = 90;

const IFACE = ['ip', 'allowaccess', 'status', 'mtu', 'description'] as const;

export const CPE_FAMILIES: Record<string, CpeFamily> = {
  fortigate: {
    tables: [
      { path: 'system.interface', names: ['wan1', 'wan2', 'internal', 'lan', 'dmz'], attrs: IFACE },
      { path: 'firewall.policy.{n}', attrs: ['action', 'srcaddr', 'dstaddr', 'service', 'schedule', 'nat', 'status'] },
      { path: 'firewall.address', names: ['Corp_LAN', 'POS_Subnet', 'Guest_WiFi', 'HQ_DC', 'Cameras'], attrs: ['subnet', 'comment'] },
      { path: 'router.static.{n}', attrs: ['gateway', 'dst', 'distance', 'device'] },
      { path: 'system.dns', attrs: ['primary', 'secondary'] },
      { path: 'vpn.ipsec.phase1-interface', names: ['HQ-VPN', 'DC-GTN', 'DC-NLV'], attrs: ['remote-gw', 'proposal', 'dpd'] },
      { path: 'system.sdwan.members.{n}', attrs: ['interface', 'gateway', 'priority', 'status'] },
      { path: 'system.snmp.community.{n}', attrs: ['name', 'status'] },
    ],
    uis: [
      ['API', 50],
      ['GUI', 30],
      ['CLI', 20],
    ],
    apiUser: 'fmg-automation',
  },
  fortiswitch: {
    tables: [
      {
        path: 'switch.interface',
        names: ['port1', 'port2', 'port4', 'port8', 'port12'],
        attrs: ['native-vlan', 'allowed-vlans', 'status', 'poe-status', 'description'],
      },
      { path: 'switch.vlan.{n}', attrs: ['description', 'status'] },
      { path: 'system.interface', names: ['mgmt', 'internal'], attrs: IFACE },
    ],
    uis: [
      ['API', 55],
      ['GUI', 25],
      ['CLI', 20],
    ],
    apiUser: 'fortilink-sync',
  },
  fortiap: {
    tables: [
      { path: 'wireless-controller.vap', names: ['Corp-WiFi', 'Guest', 'POS-Secure'], attrs: ['ssid', 'security', 'vlanid', 'broadcast-ssid'] },
      { path: 'wireless-controller.wtp-profile', names: ['FAP231F-default', 'FAP431F-default'], attrs: ['channel', 'power-level', 'band'] },
    ],
    uis: [
      ['API', 55],
      ['GUI', 35],
      ['CLI', 10],
    ],
    apiUser: 'fortilink-sync',
  },
  meraki: {
    tables: [
      { path: 'appliance.vlans', names: ['1', '10', '20', '100'], attrs: ['subnet', 'applianceIp', 'dhcpHandling', 'name'] },
      { path: 'appliance.firewall.l3FirewallRules.{n}', attrs: ['policy', 'srcCidr', 'destCidr', 'destPort', 'comment'] },
      { path: 'appliance.ports', names: ['3', '4', '5', '6'], attrs: ['enabled', 'type', 'vlan'] },
      { path: 'appliance.uplinks', names: ['wan1', 'wan2'], attrs: ['ip', 'gateway', 'usingStaticIp'] },
      { path: 'appliance.trafficShaping.rules.{n}', attrs: ['priority', 'perClientBandwidthLimits'] },
    ],
    uis: [
      ['API', 45],
      ['GUI', 55],
    ],
    apiUser: 'dashboard-api',
  },
  merakiAp: {
    tables: [
      { path: 'wireless.ssids', names: ['0', '1', '2', '3'], attrs: ['name', 'enabled', 'authMode', 'defaultVlanId'] },
      { path: 'wireless.radio.settings', attrs: ['channel', 'targetPower', 'channelWidth'] },
    ],
    uis: [
      ['API', 40],
      ['GUI', 60],
    ],
    apiUser: 'dashboard-api',
  },
  velocloud: {
    tables: [
      { path: 'edge.deviceSettings.lan.networks.{n}', attrs: ['cidrIp', 'dhcp', 'vlanId'] },
      { path: 'edge.deviceSettings.routedInterfaces', names: ['GE3', 'GE4', 'GE5'], attrs: ['addressing', 'wanOverlay', 'natDirect'] },
      { path: 'edge.firewall.rules.{n}', attrs: ['action', 'match', 'name'] },
      { path: 'edge.businessPolicy.rules.{n}', attrs: ['priority', 'serviceGroup', 'linkSteering'] },
    ],
    uis: [
      ['API', 50],
      ['GUI', 50],
    ],
    apiUser: 'vco-automation',
  },
  cradlepoint: {
    tables: [
      { path: 'config.lan', names: ['0', '1'], attrs: ['ip_address', 'netmask', 'dhcpd_enabled'] },
      { path: 'config.wan.rules2', names: ['0', '1'], attrs: ['priority', 'def_name', 'loadbalance'] },
      { path: 'config.firewall.portfwd.{n}', attrs: ['lan_ip', 'wan_port_start', 'protocol'] },
      { path: 'config.wlan.radio', names: ['0', '1'], attrs: ['channel', 'txpower', 'enabled'] },
    ],
    uis: [
      ['API', 55],
      ['GUI', 35],
      ['CLI', 10],
    ],
    apiUser: 'ncm-api',
  },
  modem: {
    tables: [
      { path: 'Device.IP.Interface', names: ['1', '2'], attrs: ['Enable', 'IPv4Address', 'MaxMTUSize'] },
      { path: 'Device.DHCPv4.Server.Pool', names: ['1'], attrs: ['Enable', 'MinAddress', 'MaxAddress', 'LeaseTime'] },
      { path: 'Device.NAT.PortMapping.{n}', attrs: ['Enable', 'ExternalPort', 'InternalClient', 'Protocol'] },
      { path: 'Device.ManagementServer', attrs: ['PeriodicInformInterval', 'URL'] },
      { path: 'Device.WiFi.SSID', names: ['1', '2'], attrs: ['Enable', 'SSID'] },
    ],
    uis: [
      ['API', 70],
      ['GUI', 30],
    ],
    apiUser: 'acs-tr069',
  },
  cisco: {
    tables: [
      {
        path: 'interface',
        names: ['GigabitEthernet1/0/1', 'GigabitEthernet1/0/5', 'GigabitEthernet1/0/24', 'Vlan1'],
        attrs: ['description', 'switchport access vlan', 'shutdown', 'power inline'],
      },
      { path: 'vlan.{n}', attrs: ['name', 'state'] },
      { path: 'snmp-server.community', attrs: ['name', 'access'] },
      { path: 'ntp.server', attrs: ['address', 'prefer'] },
      { path: 'logging.host', attrs: ['address', 'transport'] },
    ],
    uis: [
      ['CLI', 60],
      ['API', 30],
      ['GUI', 10],
    ],
    apiUser: 'netconf-svc',
  },
  vsat: {
    tables: [
      { path: 'lan.interface', names: ['lan1', 'lan2'], attrs: ['ip', 'dhcp', 'mtu'] },
      { path: 'nat.portforward.{n}', attrs: ['lan_ip', 'port', 'protocol'] },
      { path: 'qos.profile', attrs: ['name', 'priority_ports'] },
      { path: 'system.snmp', attrs: ['community', 'trap_host'] },
    ],
    uis: [
      ['GUI', 55],
      ['API', 25],
      ['CLI', 20],
    ],
    apiUser: 'ems-provisioning',
  },
};

/** Which family configures a device kind; kinds not listed are not configurable CPE. */
export const CPE_FAMILY_OF: Readonly<Record<string, string>> = {
  fortigate: 'fortigate',
  fortigateHa: 'fortigate',
  fortiSwitch: 'fortiswitch',
  fortiAp: 'fortiap',
  meraki: 'meraki',
  merakiAp: 'merakiAp',
  velocloud: 'velocloud',
  cradlepoint: 'cradlepoint',
  dsl: 'modem',
  cable: 'modem',
  lte: 'modem',
  ciscoSwitch: 'cisco',
  vsat: 'vsat',
};

/** NOC engineers who log in to a device by hand. */
export const NOC_USERS = [
  'admin',
  'noc.jrivera',
  'noc.mchen',
  'noc.apatel',
  'noc.kbrown',
  'noc.slopez',
  'noc.tnguyen',
  'noc.dwilliams',
  'noc.ekim',
] as const;

const TOGGLES = new Set([
  'enabled',
  'Enable',
  'dhcp',
  'dhcpd_enabled',
  'nat',
  'broadcast-ssid',
  'usingStaticIp',
  'natDirect',
  'wanOverlay',
  'shutdown',
  'prefer',
  'poe-status',
  'power inline',
  'dpd',
  'dhcpHandling',
]);
const LABELS = ['Store LAN', 'POS', 'Guest WiFi', 'Uplink to router', 'Cameras', 'Back office', 'Digital signage', 'VoIP', 'NOC-managed'];

const ip = (rng: Rng, net: string) => `${net}.${rng.int(1, 254)}`;
const NETS = ['10.10.1', '192.168.1', '172.16.20', '192.168.100'];

/** Plausible values of an attribute, at least two distinct ones (old and new are drawn from them). */
function choices(attr: string, rng: Rng): readonly string[] {
  switch (attr) {
    case 'ip':
    case 'applianceIp':
    case 'IPv4Address':
    case 'ip_address':
    case 'gateway':
    case 'remote-gw':
    case 'primary':
    case 'secondary':
    case 'address':
    case 'lan_ip':
    case 'InternalClient':
    case 'trap_host':
      return NETS.map((net) => ip(rng, net));
    case 'subnet':
    case 'dst':
    case 'srcCidr':
    case 'destCidr':
    case 'cidrIp':
    case 'srcaddr':
    case 'dstaddr':
      return ['10.10', '192.168', '172.16'].map((net) => `${net}.${rng.int(0, 255)}.0/${rng.pick([24, 25, 27])}`);
    case 'status':
    case 'state':
      return ['up', 'down'];
    case 'allowaccess':
      return ['ping', 'ping https', 'ping https ssh', 'ping https ssh snmp'];
    case 'mtu':
    case 'MaxMTUSize':
      return ['1500', '1492', '1400', '1420'];
    case 'action':
    case 'policy':
      return ['accept', 'deny'];
    case 'vlanid':
    case 'vlan':
    case 'native-vlan':
    case 'defaultVlanId':
    case 'vlanId':
    case 'switchport access vlan':
      return ['1', '10', '20', '100', '200', '300'];
    case 'allowed-vlans':
      return ['1,10,20', '1,100,200', '10,20,300', '1-4094'];
    case 'channel':
      return ['1', '6', '11', '36', '44', '149', '157'];
    case 'power-level':
    case 'targetPower':
    case 'txpower':
      return ['50', '75', '100', '12', '18'];
    case 'priority':
    case 'distance':
      return ['1', '5', '10', '15', '20'];
    case 'LeaseTime':
    case 'PeriodicInformInterval':
      return ['300', '900', '3600', '86400'];
    case 'port':
    case 'destPort':
    case 'ExternalPort':
    case 'wan_port_start':
      return ['22', '443', '8080', '3389', '5060', '8443'];
    case 'protocol':
    case 'Protocol':
    case 'transport':
      return ['tcp', 'udp', 'any'];
    case 'priority_ports':
      return ['5060,5061', '443', '10000-20000', '1720'];
    case 'community':
    case 'SNMPCommunity':
      return ['public-ro', 'hns-ro', 'noc-ro'];
    case 'access':
      return ['RO', 'RW'];
    case 'security':
    case 'authMode':
      return ['wpa2-personal', 'wpa3-sae', 'open', 'psk'];
    case 'band':
      return ['2.4GHz', '5GHz', 'dual'];
    case 'channelWidth':
      return ['20', '40', '80'];
    case 'service':
    case 'match':
    case 'serviceGroup':
      return ['ALL', 'HTTPS', 'DNS', 'SIP', 'POS-Apps'];
    case 'schedule':
      return ['always', 'business-hours', 'maintenance-window'];
    case 'linkSteering':
    case 'loadbalance':
      return ['auto', 'prefer-wan1', 'prefer-lte'];
    case 'interface':
    case 'device':
    case 'def_name':
      return ['wan1', 'wan2', 'lte1', 'internal'];
    case 'proposal':
      return ['aes256-sha256', 'aes128-sha1', 'aes256gcm-prfsha384'];
    case 'type':
      return ['access', 'trunk'];
    case 'URL':
      return ['https://acs.hns-noc.net:7547', 'https://acs2.hns-noc.net:7547'];
    case 'MinAddress':
    case 'MaxAddress':
      return NETS.map((net) => ip(rng, net));
    case 'perClientBandwidthLimits':
      return ['unlimited', '5 Mbps', '10 Mbps', '20 Mbps'];
    default:
      return TOGGLES.has(attr) ? ['enable', 'disable'] : LABELS;
  }
}

/** A value of an attribute, as an added object carries it. */
export const attrValue = (attr: string, rng: Rng): string => rng.pick(choices(attr, rng));

/** An old and a new value of an attribute that differ (a no-op is never logged). */
export function attrChange(attr: string, rng: Rng): [string, string] {
  const values = [...new Set(choices(attr, rng))];
  const [a, b] = rng.sample(values.length, 2);
  return rng.chance(0.5) ? [values[a], values[b]] : [values[b], values[a]];
}
