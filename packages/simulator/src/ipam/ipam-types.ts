/** What the IPAM simulation reads of a fleet device (devices table columns). */
export interface IpamDevice {
  name: string;
  nmd: string | null;
  managementIp: string | null;
  lanIp: string | null;
  description: string | null;
  userdef1: string | null;
  dataCenter: string | null;
  productCategory: string | null;
}

/** A network of one network view: '10.16.3.0/24' in 'Hughes-Mgmt'. */
export interface IpamNetworkKey {
  view: string;
  cidr: string;
  family: 4 | 6;
}

export interface IpamAttrs {
  comment: string | null;
  /** Extensible attribute 'IPPlan UserID'. */
  owner: string | null;
  /** Extensible attribute 'Owner Group'. */
  ownerGroup: string | null;
  /** Extensible attribute 'IPPlan Last Modified', YYYY-MM-DD. */
  lastModified: string | null;
}

export interface IpamHostAddress {
  ip: string;
  network: IpamNetworkKey;
}

/** An Infoblox host record: a DNS name in a view with its addresses. */
export interface IpamHost extends IpamAttrs {
  name: string;
  view: string;
  deviceName: string;
  addresses: IpamHostAddress[];
}

export interface IpamNetwork extends IpamNetworkKey, IpamAttrs {}

/** An address held by no host record: discovered in use (CONFLICT) or reserved (PENDING). */
export interface IpamLooseAddress {
  ip: string;
  status: 'CONFLICT' | 'PENDING';
  owner: string | null;
  ownerGroup: string | null;
  lastModified: string | null;
}
