import type { Generated } from 'kysely';

/**
 * IPAM (015), Cradlepoint (016) and PAM suspend schedules (003, 005, 017). Times are epoch ms.
 */
export interface IpamNetworkTable {
  id: number;
  network: string;
  network_view: string;
  network_text: string;
  comment: string | null;
  owner: string | null;
  owner_group: string | null;
  last_modified: string | null;
}

export interface IpamHostTable {
  id: number;
  name: string;
  view: string;
  comment: string | null;
  owner: string | null;
  owner_group: string | null;
  last_modified: string | null;
  device_name: string | null;
}

export interface IpamHostAddressTable {
  host_id: number;
  address: string;
  ip: string;
  network_id: number | null;
}

export interface IpamAddressTable {
  network_id: number;
  address: string;
  ip: string;
  status: string;
  names: Generated<string[]>;
  owner: string | null;
  owner_group: string | null;
  last_modified: string | null;
}

export interface CradlepointEcmTable {
  cradlepoint_id: string;
  name: string;
  mac: string;
  phone: string | null;
  usage_mb: Generated<number>;
  reported_at: number;
}

export interface CradlepointCarrierTable {
  iccid: string;
  phone: string;
  carrier: string;
  usage_mb: Generated<number>;
  reported_at: number;
}

export interface CradlepointSshTable {
  device_id: string;
  mac: string;
  lan_ip: string | null;
  lan_port: string | null;
  collected_at: number;
}

export interface PamSuspendScheduleTable {
  device_name: string;
  schedule_type: Generated<string>;
  info: string;
  start_time: number;
  end_time: number;
  user_name: string;
  created_at: number;
  updated_at: number;
  status: Generated<string>;
  status_changed_at: number | null;
  version: Generated<number>;
  updated_by: string | null;
}
