import { fieldTable } from '../fields/field-types';

/**
 * Row fields of the Cradlepoint viewer (spec 002 §3 "Cradlepoint record"). Each source reports
 * one router its own way: ECM (Cradlepoint's NetCloud Manager API), the CPE itself over SSH, and
 * the cellular carrier's API. Usage is megabytes of the current billing cycle (calendar month).
 * `column` is the SQL column of the source tables of migration 016.
 */
export const CRADLEPOINT_ECM_FIELDS = fieldTable([
  ['ecm_cradlepointid', 'cradlepoint_id', 'text'],
  // The router's name in ECM: the same name as in the device inventory.
  ['ecm_name', 'name', 'text'],
  ['ecm_mac', 'mac', 'text'],
  ['ecm_phone', 'phone', 'text'],
  ['ecm_usage', 'usage_mb', 'float'],
]);

export const CRADLEPOINT_SSH_FIELDS = fieldTable([
  // The host name the SSH collector logged into: the inventory's device name.
  ['ssh_deviceid', 'device_id', 'text'],
  ['ssh_mac', 'mac', 'text'],
  ['ssh_lanip', 'lan_ip', 'text'],
  ['ssh_lanport', 'lan_port', 'text'],
]);

export const CRADLEPOINT_CARRIER_FIELDS = fieldTable([
  ['carrier_phone', 'phone', 'text'],
  ['carrier_iccid', 'iccid', 'text'],
  ['carrier_carrier', 'carrier', 'text'],
  ['carrier_usage', 'usage_mb', 'float'],
]);

/**
 * The Troubleshooting grid: every router with what each source says, side by side. ECM and SSH
 * meet on the MAC, the carrier's line on the phone number ECM reports; `device_name` is the
 * router's name from ECM, else from SSH (empty for a carrier line no router matched).
 */
export const CRADLEPOINT_FIELDS = fieldTable([
  ['device_name', 'device_name', 'text'],
  ...CRADLEPOINT_ECM_FIELDS.map((f) => [f.name, f.name, f.type] as const),
  ...CRADLEPOINT_SSH_FIELDS.map((f) => [f.name, f.name, f.type] as const),
  ...CRADLEPOINT_CARRIER_FIELDS.map((f) => [f.name, f.name, f.type] as const),
]);
