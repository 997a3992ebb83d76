import type { IbHostRecord, IbRangeRow, IbSearchType, IbSubnet } from '@nms/contract';
import { formatDateText } from '../../../components/formatters/format-date';
import type { IbSearchAnswer } from '../api/search-infoblox';

/** A result as the grid shows it: flat text fields (dates in the one format), and a key unique within one answer. */
export type IbViewRow = Record<string, string> & { key: string };

const t = (v: string | null | undefined): string => v ?? '';

export const hostViewRow = (r: IbHostRecord): IbViewRow => ({
  key: `${r.name}|${r.view}`,
  name: r.name,
  ipv4: r.ipv4addrs.map((a) => a.ipv4addr).join(', '),
  ipv6: r.ipv6addrs.map((a) => a.ipv6addr).join(', '),
  view: r.view,
  owner: t(r.owner),
  ownerGroup: t(r.ownerGroup),
  lastModified: formatDateText(r.lastModified),
  comment: t(r.comment),
});

export const subnetViewRow = (r: IbSubnet): IbViewRow => ({
  key: `${r.network_view}|${r.network}`,
  network: r.network,
  network_view: r.network_view,
  owner: t(r.owner),
  lastModified: formatDateText(r.lastModified),
  comment: t(r.comment),
});

export const rangeViewRow = (r: IbRangeRow): IbViewRow => ({
  key: `${r.network_view}|${r.ip_address}`,
  names: r.names.join(', '),
  ip_address: r.ip_address,
  status: r.status,
  network: r.network,
  network_view: r.network_view,
  owner: t(r.owner),
  ownerGroup: t(r.ownerGroup),
  lastModified: formatDateText(r.lastModified),
});

/** The rows of an answer of a search type. */
export function viewRows(type: IbSearchType, answer: IbSearchAnswer | undefined): IbViewRow[] {
  if (!answer) return [];
  if (type === 'subnet') return (answer.data as IbSubnet[]).map(subnetViewRow);
  if (type === 'iprange') return (answer.data as IbRangeRow[]).map(rangeViewRow);
  return (answer.data as IbHostRecord[]).map(hostViewRow);
}
