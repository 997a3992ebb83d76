import type { QueryParams } from '../../../lib/api-client';

/** Accelerator capture options (spec 001 §9). */
export const CAPTURE_DURATIONS = ['10', '20', '30', '60', '120', '240'] as const;
export const CAPTURE_PROTOCOLS = ['all', 'allip', 'alludp', 'nonip', 'icmp', 'tcp'] as const;
export const IP_TYPES = [
  { value: 'host', label: 'host (Any)' },
  { value: 'source', label: 'source' },
  { value: 'destination', label: 'destination' },
] as const;
export const VERBOSE_LEVELS = ['2', '3', '5', '6'] as const;

export interface AccelCaptureForm {
  duration: string;
  protocol: string;
  ip_type: string;
  ip_address: string;
  port: string;
}

export interface CaptureForm {
  interface: string;
  verbose_level: string;
  max_packets: string;
  host_filter: string;
  port_filter: string;
  protocol_filter: string;
}

export const ACCEL_DEFAULTS: AccelCaptureForm = { duration: '10', protocol: 'all', ip_type: 'host', ip_address: '', port: '' };
export const CAPTURE_DEFAULTS: CaptureForm = {
  interface: 'any',
  verbose_level: '2',
  max_packets: '4',
  host_filter: '',
  port_filter: '',
  protocol_filter: '',
};

export interface CaptureDevice {
  name: string;
  managementIp?: string | null;
  nmd?: unknown;
}

const trimmed = (form: object): QueryParams => Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v).trim()]));

/** Query of GET /action/device/packet-capture-aa (spec 001 §3; no validation, IP and port optional). */
export function accelCaptureParams(device: CaptureDevice, userName: string, form: AccelCaptureForm): QueryParams {
  return { device_name: device.name, management_ip: device.managementIp ?? '', user_name: userName, ...trimmed(form) };
}

/** Query of GET /action/device/packet-capture. */
export function captureParams(device: CaptureDevice, userName: string, form: CaptureForm): QueryParams {
  return {
    device_name: device.name,
    management_ip: device.managementIp ?? '',
    nmd: typeof device.nmd === 'string' ? device.nmd : '',
    user_name: userName,
    ...trimmed(form),
  };
}
