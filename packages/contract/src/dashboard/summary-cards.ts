/**
 * The dashboard's Summary View doughnut cards (spec 001 §2.6): each card counts the devices its
 * Lucene query selects (`es/devices/summary?query=`) and, when chosen, lists them in the device
 * grid. The queries name the product categories the inventory reports (the simulator's device
 * catalog holds the same ones); the seven named cards and Other Appliances split the fleet with
 * no overlap, so their totals add up to ALL.
 */
export interface SummaryViewCard {
  /** The card's title, as the spec names it. */
  title: string;
  /** Lucene over the device fields. */
  query: string;
  /** The product categories the card counts (none: ALL; Other Appliances: none of the listed). */
  categories: readonly string[];
}

const anyOf = (categories: readonly string[]): string => categories.map((c) => `productCategory:"${c}"`).join(' OR ');

/** Categories a named card claims; Other Appliances is everything else. */
const NAMED: readonly (readonly [string, readonly string[]])[] = [
  // Hughes ActiveTech: the acceleration appliances (product group 'Active Technologies').
  ['Active Teck', ['Acceleration Appliance']],
  // The satellite terminals (dmnType VSAT also covers the accelerators, so the category is used).
  ['VSAT', ['Satellite Modem']],
  // Terrestrial broadband: wireline (DSL, cable) and wireless (LTE) modems.
  ['Terrestrial', ['Wireline Modem', 'Wireless Modem']],
  // Analog telephone adapters only (IP phones and voice gateways are Other Appliances).
  ['VOIP ATA', ['VOIP ATA']],
  // The digital signage players (their displays are Other Appliances).
  ['Multimedia Player', ['Multimedia Player']],
  // Wi-Fi access points of every vendor.
  ['WIFI AP', ['WIFI AP']],
];

const claimed = NAMED.flatMap(([, categories]) => categories);

export const SUMMARY_VIEW_CARDS: readonly SummaryViewCard[] = [
  // Every device.
  { title: 'ALL', query: '*', categories: [] },
  ...NAMED.map(([title, categories]) => ({ title, query: categories.length > 1 ? `(${anyOf(categories)})` : anyOf(categories), categories })),
  // Routers, switches, displays, power controllers, IP phones, voice gateways and any new
  // category: the devices no named card counts (NOT also keeps devices with no category).
  { title: 'Other Appliances', query: `NOT (${anyOf(claimed)})`, categories: [] },
];

export const SUMMARY_VIEW_ALL = SUMMARY_VIEW_CARDS[0];
