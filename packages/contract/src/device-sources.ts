import { Type, type Static } from 'typebox';

/**
 * What each source system knows about a device, as the All Database Details popup (spec 001
 * §2.3: tabs DMN, EIT, HTS, SMARTS) and the Additional Device Details table (spec 000 §3) show it.
 * Each entry is [key in the answer, device field of DEVICE_FIELDS]. The API projects the stored
 * device row through these lists, so a source tab shows exactly what the feed wrote.
 */
export type SourceProjection = ReadonlyArray<readonly [string, string]>;

/** DMN: the management network (how the NOC reaches and polls the device). */
export const DMN_DEVICE_FIELDS: SourceProjection = [
  ['DEVICE_NAME', 'name'],
  ['DMN_TYPE', 'dmnType'],
  ['NOC_ID', 'nocid'],
  ['MANAGEMENT_IP', 'managementIp'],
  ['SEED_IP', 'seedip'],
  ['LAN_IP', 'lanIp'],
  ['POLLER', 'poller'],
  ['OLD_POLLER', 'oldPoller'],
  ['SAM', 'sam'],
  ['GATEWAY_ID', 'gwid'],
  ['GATEWAY_ID_DIV_CURRENT', 'gwidDivCurrent'],
  ['VPN_GATEWAY_ID', 'vpgw'],
  ['DATA_CENTER', 'dataCenter'],
  ['NAP_SOURCE', 'napSource'],
  ['PROVIDER', 'provider'],
  ['ACCESS_MODE', 'accessMode'],
  ['DISCOVERED', 'discovered'],
  ['DISCOVERED_FIRST_AT', 'discoveredFirstAt'],
  ['DISCOVERED_LAST_AT', 'discoveredLastAt'],
  ['DISCOVERY_DESCRIPTION', 'discoveryDescription'],
  ['PAM_DISCOVERY_STATE', 'pamDiscoveryState'],
  ['VLAN', 'vlan'],
  ['TIMEZONE', 'timezone'],
  ['NAT_IP_1', 'natIp1'],
  ['NAT_IP_2', 'natIp2'],
];

/** EIT: the asset inventory (product, customer, location, service). */
export const EIT_DEVICE_FIELDS: SourceProjection = [
  ['DEVICE_NAME', 'name'],
  ['ASSET_ID', 'assetId'],
  ['MODEL', 'model'],
  ['VENDOR', 'vendor'],
  ['PRODUCT_CODE', 'productCode'],
  ['PRODUCT_CATEGORY', 'productCategory'],
  ['PRODUCT_TYPE', 'productType'],
  ['PRODUCT_FAMILY', 'productFamily'],
  ['PRODUCT_GROUP', 'productGroup'],
  ['SERIAL_NUMBER', 'diuSerialNum'],
  ['CUSTOMER_ID', 'nmd'],
  ['HNS_COMPANY_ID', 'hnsCompanyID'],
  ['HNS_PARENT_COMPANY_ID', 'hnsParentCompanyID'],
  ['SUB_CUSTOMER_ID', 'subCustomerId'],
  ['HNS_LOCATION_ID', 'hnsLocationID'],
  ['CUSTOMER_LOCATION_ID', 'customerLocationId'],
  ['PLSITEID', 'plsiteid'],
  ['SITE_TYPE', 'siteTypeDescription'],
  ['STATE', 'stateUSA'],
  ['ZIP', 'zip'],
  ['LATITUDE', 'latitude'],
  ['LONGITUDE', 'longitude'],
  ['SERVICE', 'hnsService'],
  ['SERVICE_MODE', 'eitService_Mode'],
  ['PROVISION_STATUS', 'provisionStatus'],
  ['USERDEF1', 'userdef1'],
  ['USERDEF2', 'userdef2'],
  ['FIRMWARE_VERSION', 'firmwareVersion'],
  ['SOFTWARE_VERSION', 'softwareVersion'],
];

/** HTS: the satellite system (only satellite modems have an entry). */
export const HTS_DEVICE_FIELDS: SourceProjection = [
  ['SAN', 'name'],
  ['SATELLITE', 'satName'],
  ['BEAM_ID', 'beamid'],
  ['GATEWAY_ID', 'gwid'],
  ['MODEL', 'model'],
  ['SERIAL_NUMBER', 'diuSerialNum'],
  ['SOFTWARE_VERSION', 'firmwareVersion'],
  ['MANAGEMENT_IP', 'managementIp'],
  ['HNS_COMPANY_ID', 'hnsCompanyID'],
  ['HNS_LOCATION_ID', 'hnsLocationID'],
  ['VADB_PRIMARY_PHONE', 'vadbPrimaryPhoneNumber'],
  ['VADB_BACKUP_PHONE', 'vadbBackupPhoneNumber'],
  ['VADB_STATUS', 'hNS_VADBStatus'],
  ['VADB_LAST_TEST_TIME', 'lasttesttime'],
  ['VADB_LAST_TEST_RESULTS', 'lasttestresults'],
  ['SERVICE_MODE', 'eitService_Mode'],
];

/**
 * Active path (ActiveTech HAN): only devices with an active path mode (aaCfOpermode) have an
 * entry. It reports the site's HAN transports: primary and backup NAP source, their admin and oper
 * status ('Primary: Up, Backup: Down') and the one in use (HAN Configuration card, spec 000 §2).
 */
export const ACTIVE_DEVICE_FIELDS: SourceProjection = [
  ['DEVICE_NAME', 'name'],
  ['AA_CF_OPERMODE', 'aaCfOpermode'],
  ['AA_VIRTUAL_SITE_ID', 'aaVirtualSiteId'],
  ['HAN', 'han'],
  ['CPE_HAN', 'cpehan'],
  ['HAN_VALIDATION', 'hanValidation'],
  ['NAP_SOURCE', 'napSource'],
  ['GATEWAY_ID', 'gwid'],
  ['GATEWAY_ID_DIV_CURRENT', 'gwidDivCurrent'],
  ['USERDEF2', 'userdef2'],
  ['SERVICE_MODE', 'eitService_Mode'],
  ['HNS_LOCATION_ID', 'hnsLocationID'],
  ['PRIMARY_NAP_SOURCE', 'primaryNapSource'],
  ['BACKUP_NAP_SOURCE', 'backupNapSource'],
  ['TRANSPORT_ADMIN_STATUS', 'transportAdminStatus'],
  ['TRANSPORT_OPER_STATUS', 'transportOperStatus'],
  ['TRANSPORT_IN_USE', 'transportInUse'],
];

/**
 * Additional device details (SMARTS), spec 000 §3: keys as the spec spells them. Dates are epoch
 * milliseconds as everywhere in the API; the table formats them.
 */
export const ADDITIONAL_DETAIL_FIELDS: SourceProjection = [
  ['Name', 'name'],
  ['CreationClassName', 'className'],
  ['Model', 'model'],
  ['Vendor', 'vendor'],
  ['productCode', 'productCode'],
  ['productCategory', 'productCategory'],
  ['productFamily', 'productFamily'],
  ['productGroup', 'productGroup'],
  ['productType', 'productType'],
  ['Description', 'description'],
  ['state', 'state'],
  ['nmd', 'nmd'],
  ['nocid', 'nocid'],
  ['dmnType', 'dmnType'],
  ['provisionStatus', 'provisionStatus'],
  ['hnsService', 'hnsService'],
  ['accessMode', 'accessMode'],
  ['discoveryState', 'pamDiscoveryState'],
  ['IsMonitored', 'isMonitored'],
  ['isManaged', 'isManaged'],
  ['poller', 'poller'],
  ['seedip', 'seedip'],
  ['Management IP', 'managementIp'],
  ['Lanip1', 'lanIp'],
  ['gwid', 'gwid'],
  ['vpgw', 'vpgw'],
  ['dataCenter', 'dataCenter'],
  ['napSource', 'napSource'],
  ['provider', 'provider'],
  ['han', 'han'],
  ['cpehan', 'cpehan'],
  ['hanValidation', 'hanValidation'],
  ['aaCfOpermode', 'aaCfOpermode'],
  ['aaVirtualSiteId', 'aaVirtualSiteId'],
  ['assetId', 'assetId'],
  ['diuSerialNum', 'diuSerialNum'],
  ['firmwareVersion', 'firmwareVersion'],
  ['softwareVersion', 'softwareVersion'],
  ['hnsCompanyID', 'hnsCompanyID'],
  ['hnsLocationID', 'hnsLocationID'],
  ['customerLocationId', 'customerLocationId'],
  ['Imei', 'imei'],
  ['Mdn', 'mdn'],
  ['timezone', 'timezone'],
  ['vlan', 'vlan'],
  ['vdomEnabled', 'vdomEnabled'],
  ['PamSuspended', 'pamSuspended'],
  ['PamSuspendStartDate', 'pamSuspendStartDate'],
  ['PamSuspendEndDate', 'pamSuspendEndDate'],
  ['DiscoveredFirstAt', 'discoveredFirstAt'],
  ['DiscoveredLastAt', 'discoveredLastAt'],
  ['discoveryDescription', 'discoveryDescription'],
  ['satName', 'satName'],
  ['beamid', 'beamid'],
  ['userdef2', 'userdef2'],
];

/** Display labels where the spec names one; other keys show as they are. */
export const ADDITIONAL_DETAIL_LABELS: Record<string, string> = {
  accessMode: 'Monitoring Protocol',
  discoveryState: 'PAM Instantiation State',
  'Management IP': 'Management IP',
  Lanip1: 'LAN IP',
  IsMonitored: 'Is Monitored',
  isManaged: 'Is Managed',
  PamSuspended: 'PAM Suspended',
};

export const DEVICE_SOURCES = {
  dmn_device: DMN_DEVICE_FIELDS,
  eit_device: EIT_DEVICE_FIELDS,
  hts_device: HTS_DEVICE_FIELDS,
  active_device: ACTIVE_DEVICE_FIELDS,
} as const;
export type DeviceSource = keyof typeof DEVICE_SOURCES;

export const DeviceSourceQuery = Type.Object({ device_name: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false });
export type DeviceSourceQuery = Static<typeof DeviceSourceQuery>;

export const AdditionalDetailsQuery = Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false });
export type AdditionalDetailsQuery = Static<typeof AdditionalDetailsQuery>;

export const SourceRecordAnswer = Type.Object({
  data: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null(), Type.Array(Type.String())])),
});
export type SourceRecordAnswer = Static<typeof SourceRecordAnswer>;
