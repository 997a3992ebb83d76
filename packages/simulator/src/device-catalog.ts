/**
 * The kinds of customer premises equipment the fleet holds, with the product attributes the
 * inventory (EIT/DMN) reports for each. `nocid` says which management system watches a device,
 * `dmnType` how the NOC reaches it; the console's action rules key off both.
 */
export type AlertProfile =
  | 'satellite' | 'router' | 'modem' | 'accel' | 'switch' | 'ap' | 'media' | 'display' | 'power' | 'phone' | 'voice';

export interface DeviceKind {
  key: string;
  /** Name suffix: PETROMAX-00012-FGT1. */
  role: string;
  productCategory: string;
  className: string;
  classDisplayName: string;
  /** [model, productCode, vendor]. */
  models: ReadonlyArray<readonly [string, string, string]>;
  productFamily: string;
  productGroup: string;
  productType: string;
  dmnType: string;
  /** [nocid, weight]: a few kinds are split between NOC systems. */
  nocids: ReadonlyArray<readonly [string, number]>;
  accessMode: string;
  firmware: readonly string[];
  hnsService: string;
  alerts: AlertProfile;
}

const k = (d: DeviceKind): DeviceKind => d;

export const KINDS = {
  vsat: k({ key: 'vsat', role: 'VSAT', productCategory: 'Satellite Modem', className: 'HNS_SatModem', classDisplayName: 'Satellite Modem',
    models: [['HT2000', 'HT2000-ENT', 'HUGHES'], ['HT2010', 'HT2010-ENT', 'HUGHES'], ['HT2000W', 'HT2000W-ENT', 'HUGHES'], ['HT2300', 'HT2300-ENT', 'HUGHES']],
    productFamily: 'JUPITER', productGroup: 'Broadband Satellite', productType: 'Satellite Terminal', dmnType: 'VSAT',
    nocids: [['NNOC', 1]], accessMode: 'SNMP', firmware: ['6.9.0.42', '6.9.1.18', '7.0.0.12'], hnsService: 'HughesNet Business', alerts: 'satellite' }),
  fortigate: k({ key: 'fortigate', role: 'FGT', productCategory: 'Router', className: 'HNS_FortiGate', classDisplayName: 'Router',
    models: [['FGT-40F', 'FG-40F-BDL', 'FORTINET'], ['FGT-60F', 'FG-60F-BDL', 'FORTINET'], ['FGT-61F', 'FG-61F-BDL', 'FORTINET'], ['FGT-80F', 'FG-80F-BDL', 'FORTINET']],
    productFamily: 'FortiGate', productGroup: 'Security Appliance', productType: 'SD-WAN Router', dmnType: 'FORTIMGR',
    nocids: [['FORTIMGR', 1]], accessMode: 'API', firmware: ['v7.0.15', 'v7.2.8', 'v7.4.4'], hnsService: 'Managed SD-WAN', alerts: 'router' }),
  fortigateHa: k({ key: 'fortigateHa', role: 'FGTHA', productCategory: 'Router', className: 'HNS_FortiGate', classDisplayName: 'Router',
    models: [['FGT-100F', 'FG-100F-HA', 'FORTINET'], ['FGT-200F', 'FG-200F-HA', 'FORTINET']],
    productFamily: 'FortiGate', productGroup: 'Security Appliance', productType: 'SD-WAN Router HA', dmnType: 'FORTIMGRCLUST',
    nocids: [['FORTIMGR', 1]], accessMode: 'API', firmware: ['v7.2.8', 'v7.4.4'], hnsService: 'Managed SD-WAN', alerts: 'router' }),
  meraki: k({ key: 'meraki', role: 'MX', productCategory: 'Router', className: 'HNS_Meraki', classDisplayName: 'Router',
    models: [['MX67', 'MX67-HW', 'CISCO MERAKI'], ['MX68', 'MX68-HW', 'CISCO MERAKI'], ['MX75', 'MX75-HW', 'CISCO MERAKI'], ['MX85', 'MX85-HW', 'CISCO MERAKI']],
    productFamily: 'Meraki MX', productGroup: 'Security Appliance', productType: 'SD-WAN Router', dmnType: 'MERAKI',
    nocids: [['MERAKI', 1]], accessMode: 'API', firmware: ['MX 18.107.10', 'MX 18.211.2'], hnsService: 'Managed SD-WAN', alerts: 'router' }),
  velocloud: k({ key: 'velocloud', role: 'VCE', productCategory: 'Router', className: 'HNS_VeloCloud', classDisplayName: 'Router',
    models: [['Edge 510', 'VC-EDGE-510', 'VMWARE'], ['Edge 610', 'VC-EDGE-610', 'VMWARE'], ['Edge 620', 'VC-EDGE-620', 'VMWARE'], ['Edge 640', 'VC-EDGE-640', 'VMWARE']],
    productFamily: 'VeloCloud SD-WAN', productGroup: 'SD-WAN Edge', productType: 'SD-WAN Router', dmnType: 'VELOCLOUD',
    nocids: [['VELOCLOUD', 1]], accessMode: 'API', firmware: ['4.5.1', '5.0.1', '5.2.0'], hnsService: 'Managed SD-WAN', alerts: 'router' }),
  cradlepoint: k({ key: 'cradlepoint', role: 'CP', productCategory: 'Router', className: 'HNS_Cradlepoint', classDisplayName: 'Router',
    models: [['IBR900', 'CP-IBR900-1200M', 'CRADLEPOINT'], ['E300', 'CP-E300-C4D', 'CRADLEPOINT'], ['AER2200', 'CP-AER2200-600M', 'CRADLEPOINT'], ['E3000', 'CP-E3000-C18B', 'CRADLEPOINT']],
    productFamily: 'NetCloud', productGroup: 'Cellular Router', productType: 'LTE Router', dmnType: 'ECM',
    nocids: [['ECM', 1]], accessMode: 'API', firmware: ['7.23.40', '7.24.10'], hnsService: 'Broadband Backup', alerts: 'router' }),
  dsl: k({ key: 'dsl', role: 'DSL', productCategory: 'Wireline Modem', className: 'HNS_WirelineModem', classDisplayName: 'Wireline Modem',
    models: [['C3000Z', 'ZYX-C3000Z', 'ZYXEL'], ['C4000LZ', 'ZYX-C4000LZ', 'ZYXEL'], ['834-v6', 'ADT-834V6', 'ADTRAN']],
    productFamily: 'Broadband DSL', productGroup: 'Terrestrial Broadband', productType: 'DSL Modem', dmnType: 'DSL',
    nocids: [['NNOC', 0.8], ['CRM-ACTV', 0.2]], accessMode: 'SNMP', firmware: ['CZW007-4.16.012.32', 'R4.12.2'], hnsService: 'Terrestrial Broadband', alerts: 'modem' }),
  cable: k({ key: 'cable', role: 'CBL', productCategory: 'Wireline Modem', className: 'HNS_WirelineModem', classDisplayName: 'Wireline Modem',
    models: [['SB8200', 'ARR-SB8200', 'ARRIS'], ['CM1000', 'NTG-CM1000', 'NETGEAR'], ['TG3452', 'ARR-TG3452', 'ARRIS']],
    productFamily: 'Broadband Cable', productGroup: 'Terrestrial Broadband', productType: 'Cable Modem', dmnType: 'DSL',
    nocids: [['NNOC', 0.8], ['CRM-ACTV', 0.2]], accessMode: 'SNMP', firmware: ['D31CM-PEREGRINE-1.0.0.3', 'V8.01.02'], hnsService: 'Terrestrial Broadband', alerts: 'modem' }),
  lte: k({ key: 'lte', role: 'LTE', productCategory: 'Wireless Modem', className: 'HNS_WirelessModem', classDisplayName: 'Wireless Modem',
    models: [['RV55', 'SW-RV55-LTEA', 'SIERRA WIRELESS'], ['Skyus 500', 'INS-SKYUS500', 'INSEEGO'], ['HL1120W', 'HNS-HL1120W', 'HUGHES']],
    productFamily: 'Wireless Broadband', productGroup: 'Wireless Broadband', productType: 'LTE Modem', dmnType: 'LTE',
    nocids: [['NNOC', 0.6], ['CRM-ACTV', 0.4]], accessMode: 'SNMP', firmware: ['4.15.0', '4.16.1'], hnsService: 'Broadband Backup', alerts: 'modem' }),
  accel: k({ key: 'accel', role: 'AA', productCategory: 'Acceleration Appliance', className: 'HNS_AccelApp', classDisplayName: 'Acceleration Appliance',
    models: [['HX-AA200', 'AA-200', 'HUGHES'], ['HX-AA350', 'AA-350', 'HUGHES']],
    productFamily: 'ActivePath', productGroup: 'Active Technologies', productType: 'Acceleration Appliance', dmnType: 'VSAT',
    nocids: [['NNOC', 1]], accessMode: 'SNMP', firmware: ['3.4.2', '3.5.0'], hnsService: 'ActiveTech', alerts: 'accel' }),
  fortiSwitch: k({ key: 'fortiSwitch', role: 'FSW', productCategory: 'Switch', className: 'HNS_Switch', classDisplayName: 'Switch',
    models: [['FS-108E-POE', 'FS-108E-POE', 'FORTINET'], ['FS-124F-POE', 'FS-124F-POE', 'FORTINET'], ['FS-148F', 'FS-148F', 'FORTINET']],
    productFamily: 'FortiSwitch', productGroup: 'LAN Switching', productType: 'Managed Switch', dmnType: 'FORTILAN',
    nocids: [['FORTILAN', 1]], accessMode: 'API', firmware: ['v7.2.7', 'v7.4.2'], hnsService: 'Managed LAN', alerts: 'switch' }),
  ciscoSwitch: k({ key: 'ciscoSwitch', role: 'CSW', productCategory: 'Switch', className: 'HNS_Switch', classDisplayName: 'Switch',
    models: [['C9200L-24P-4G', 'C9200L-24P-4G-E', 'CISCO'], ['C1000-8P-2G-L', 'C1000-8P-2G-L', 'CISCO'], ['CBS350-24P-4G', 'CBS350-24P-4G-NA', 'CISCO']],
    productFamily: 'Catalyst', productGroup: 'LAN Switching', productType: 'Managed Switch', dmnType: 'TANGOW',
    nocids: [['TangoW', 1]], accessMode: 'SSH', firmware: ['17.9.4', '15.2(7)E8'], hnsService: 'Managed LAN', alerts: 'switch' }),
  fortiAp: k({ key: 'fortiAp', role: 'FAP', productCategory: 'WIFI AP', className: 'HNS_AccessPoint', classDisplayName: 'Wi-Fi Access Point',
    models: [['FAP-231F', 'FAP-231F-A', 'FORTINET'], ['FAP-431F', 'FAP-431F-A', 'FORTINET'], ['FAP-23JF', 'FAP-23JF-A', 'FORTINET']],
    productFamily: 'FortiAP', productGroup: 'Wireless LAN', productType: 'Access Point', dmnType: 'FORTILAN',
    nocids: [['FORTILAN', 1]], accessMode: 'API', firmware: ['v7.2.3', 'v7.4.1'], hnsService: 'Managed Wi-Fi', alerts: 'ap' }),
  merakiAp: k({ key: 'merakiAp', role: 'MR', productCategory: 'WIFI AP', className: 'HNS_AccessPoint', classDisplayName: 'Wi-Fi Access Point',
    models: [['MR36', 'MR36-HW', 'CISCO MERAKI'], ['MR44', 'MR44-HW', 'CISCO MERAKI'], ['MR46', 'MR46-HW', 'CISCO MERAKI']],
    productFamily: 'Meraki MR', productGroup: 'Wireless LAN', productType: 'Access Point', dmnType: 'MERAKI',
    nocids: [['MERAKI', 1]], accessMode: 'API', firmware: ['MR 29.7.1', 'MR 30.6'], hnsService: 'Managed Wi-Fi', alerts: 'ap' }),
  media: k({ key: 'media', role: 'MP', productCategory: 'Multimedia Player', className: 'HNS_MediaPlayer', classDisplayName: 'Media Player',
    models: [['XT1144', 'BS-XT1144', 'BRIGHTSIGN'], ['HD1024', 'BS-HD1024', 'BRIGHTSIGN'], ['LS424', 'BS-LS424', 'BRIGHTSIGN']],
    productFamily: 'Digital Signage', productGroup: 'Media Services', productType: 'Media Player', dmnType: 'DSM',
    nocids: [['HDSM', 1]], accessMode: 'API', firmware: ['8.5.47', '9.0.110'], hnsService: 'Digital Signage', alerts: 'media' }),
  display: k({ key: 'display', role: 'TV', productCategory: 'Display TV', className: 'HNS_DisplayTV', classDisplayName: 'Display',
    models: [['QM55R', 'LH55QMREBGCXZA', 'SAMSUNG'], ['QB65R', 'LH65QBREBGCXZA', 'SAMSUNG'], ['55UH5F', '55UH5F-H', 'LG']],
    productFamily: 'Digital Signage', productGroup: 'Media Services', productType: 'Commercial Display', dmnType: 'DSM',
    nocids: [['HDSM', 1]], accessMode: 'ICMP', firmware: ['T-HKMLAKUC-2140.3'], hnsService: 'Digital Signage', alerts: 'display' }),
  wattbox: k({ key: 'wattbox', role: 'PWR', productCategory: 'Power Outlet Controller', className: 'HNS_PowerController', classDisplayName: 'Power Controller',
    models: [['WB-800-IPVM-6', 'WB-800-IPVM-6', 'SNAPAV'], ['WB-250-IP-3', 'WB-250-IP-3', 'SNAPAV']],
    productFamily: 'WattBox', productGroup: 'Power Management', productType: 'Power Outlet Controller', dmnType: 'OVRC',
    nocids: [['OVRC', 1]], accessMode: 'API', firmware: ['2.7.0.5', '2.8.1.2'], hnsService: 'Remote Power', alerts: 'power' }),
  ape: k({ key: 'ape', role: 'APE', productCategory: 'Power Outlet Controller', className: 'HNS_PowerController', classDisplayName: 'Power Controller',
    models: [['HS54', 'HS54-APE', 'HUGHES']],
    productFamily: 'Active Power Edge', productGroup: 'Power Management', productType: 'Power Outlet Controller', dmnType: 'APE',
    nocids: [['APE', 1]], accessMode: 'API', firmware: ['1.3.8', '1.4.2'], hnsService: 'Remote Power', alerts: 'power' }),
  polycom: k({ key: 'polycom', role: 'PH', productCategory: 'VOIP Phone', className: 'HNS_VoipPhone', classDisplayName: 'IP Phone',
    models: [['Polycom VVX 411', 'Polycom-VVX411', 'POLYCOM'], ['Polycom VVX 250', 'Polycom-VVX250', 'POLYCOM'], ['Polycom SoundPoint IP 550', 'Polycom-SPIP550', 'POLYCOM']],
    productFamily: 'Managed Voice', productGroup: 'Voice Services', productType: 'IP Phone', dmnType: 'VOIP',
    nocids: [['NNOC', 1]], accessMode: 'SIP', firmware: ['6.4.3.5156', '5.9.7.3480'], hnsService: 'Managed Voice', alerts: 'phone' }),
  hrGateway: k({ key: 'hrGateway', role: 'HR', productCategory: 'VOIP Gateway', className: 'HNS_VoiceGateway', classDisplayName: 'Voice Gateway',
    models: [['HR4000', 'HR4000-VG', 'HUGHES'], ['HR2200', 'HR2200-VG', 'HUGHES']],
    productFamily: 'Managed Voice', productGroup: 'Voice Services', productType: 'Voice Gateway', dmnType: 'HRGW',
    nocids: [['NNOC', 1]], accessMode: 'SNMP', firmware: ['2.1.14', '2.2.3'], hnsService: 'Managed Voice', alerts: 'voice' }),
  ata: k({ key: 'ata', role: 'ATA', productCategory: 'VOIP ATA', className: 'HNS_VoipAta', classDisplayName: 'VoIP ATA',
    models: [['HT812', 'GS-HT812', 'GRANDSTREAM'], ['HT802', 'GS-HT802', 'GRANDSTREAM'], ['ATA192', 'ATA192-3PW-K9', 'CISCO']],
    productFamily: 'Managed Voice', productGroup: 'Voice Services', productType: 'Analog Telephone Adapter', dmnType: 'VOIP',
    nocids: [['NNOC', 1]], accessMode: 'SNMP', firmware: ['1.0.43.11', '11.2.3'], hnsService: 'Managed Voice', alerts: 'voice' }),
} satisfies Record<string, DeviceKind>;

export type KindKey = keyof typeof KINDS;

const BY_CLASS_MODEL = new Map<string, DeviceKind>();
for (const kind of Object.values(KINDS)) for (const [model] of kind.models) BY_CLASS_MODEL.set(`${kind.className}|${model}`, kind);

/** The kind of a device read back from the database (className + model identify it). */
export const kindOf = (className: string | null, model: string | null): DeviceKind | undefined =>
  BY_CLASS_MODEL.get(`${className}|${model}`);
