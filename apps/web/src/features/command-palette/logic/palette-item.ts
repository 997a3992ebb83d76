/** What the palette lists: each kind opens somewhere in the console. */
export type ItemKind = 'device' | 'screen' | 'cmdb' | 'customer' | 'view';

export interface PaletteItem {
  kind: ItemKind;
  /** Unique over kinds: `${kind}:${id}` (recent items are matched by it). */
  key: string;
  label: string;
  /** A second, dimmed line: a CMDB record's collection, a customer's device count, who shared a view. */
  detail?: string;
  /** Where Enter goes (a path with its search string). */
  to: string;
}

export const KIND_LABEL: Record<ItemKind, string> = {
  device: 'Device',
  screen: 'Screen',
  cmdb: 'CMDB',
  customer: 'Customer',
  view: 'Saved view',
};

/** Server hits start at this many characters (as the Device Details search box, spec 000 §5). */
export const SERVER_MIN_CHARS = 3;

const path = (base: string, params: Record<string, string>) => `${base}?${new URLSearchParams(params).toString()}`;

export const deviceItem = (name: string, category?: string | null): PaletteItem => ({
  kind: 'device',
  key: `device:${name}`,
  label: name,
  detail: category ?? undefined,
  to: `/device-details/${encodeURIComponent(name)}`,
});

/** A customer opens Manage Devices with the query of its devices (the grid's URL state, q=). */
export const customerItem = (customer: string, count: number): PaletteItem => ({
  kind: 'customer',
  key: `customer:${customer}`,
  label: customer,
  detail: `${count} device${count === 1 ? '' : 's'}`,
  to: path('/manage-devices', { q: `nmd:"${customer.replace(/(["\\])/g, '\\$1')}"` }),
});

export const screenItem = (label: string, to: string): PaletteItem => ({ kind: 'screen', key: `screen:${to}`, label, to });

/** A CMDB record opens its collection's tab of CMDB Admin. */
export const cmdbItem = (collection: string, title: string, id: number | string, label: string): PaletteItem => ({
  kind: 'cmdb',
  key: `cmdb:${collection}:${id}`,
  label,
  detail: title,
  to: path('/cmdb-admin', { tab: collection }),
});

export const viewItem = (v: {
  id: number;
  name: string;
  path: string;
  search: string;
  owner: string;
  own: boolean;
  visibility: string;
}): PaletteItem => ({
  kind: 'view',
  key: `view:${v.id}`,
  label: v.name,
  detail: `${v.path}${v.visibility === 'shared' && !v.own ? ` · shared by ${v.owner}` : v.visibility === 'shared' ? ' · shared' : ''}`,
  to: `${v.path}${v.search}`,
});
