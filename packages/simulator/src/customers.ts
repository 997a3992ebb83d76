import { Rng } from './prng';
import { SITE_PROFILES, type SiteProfile } from './site-profiles';

/**
 * Customers (the `nmd` of a device) with Zipf-like sizes: enterprise networks are a few huge
 * chains and a long tail of small accounts. Quotas are in devices and add up to the fleet size
 * exactly, so the fleet can be streamed customer by customer.
 */
export interface Customer {
  index: number;
  nmd: string;
  companyId: string;
  parentCompanyId: string;
  profile: SiteProfile;
  /** Devices this customer gets. */
  quota: number;
}

const NAMED = [
  'PETROMAX',
  'FRESHWAYMKT',
  'SUNBELTBANK',
  'KWIKFUEL',
  'BIGSKYFOODS',
  'GULFCOASTCU',
  'METROPHARM',
  'HEARTLANDCOOP',
  'PINNACLEHLTH',
  'REDROCKDINER',
  'SUMMITAUTO',
  'LAKESHOREBANK',
  'PRAIRIEGRAIN',
  'COASTALRETAIL',
  'EAGLELODGING',
  'TRAILSTOP',
  'VALLEYMED',
  'NORTHSTARBANK',
  'BLUEMESAGRILL',
  'IRONHORSEFUEL',
  'CASCADEOUTDR',
  'GRANITESTATECU',
  'MAPLELEAFMKT',
  'DESERTSUNRX',
  'TRISTATEAG',
  'HARBORPOINTCU',
  'OAKRIDGECLINIC',
  'PIONEERSUPPLY',
  'SILVERLINEAUTO',
  'LONESTARDELI',
  'BAYOUBANK',
  'EVERGREENVET',
  'CROSSROADSMKT',
  'HIGHPLAINSCOOP',
  'RIVERBENDBANK',
  'SUNRISEDINER',
];

/** Zipf exponent: ~1.1 gives the top account about a fifth of a 5,000-device fleet. */
const ZIPF_S = 1.1;

export function customerCount(size: number): number {
  return Math.max(5, Math.round(size / 20));
}

export function buildCustomers(seed: number, size: number): Customer[] {
  const count = customerCount(size);
  const weights = Array.from({ length: count }, (_, k) => 1 / Math.pow(k + 1, ZIPF_S));
  const total = weights.reduce((a, b) => a + b, 0);
  const quotas = weights.map((w) => Math.max(1, Math.floor((size * w) / total)));
  let diff = size - quotas.reduce((a, b) => a + b, 0);
  for (let k = 0; diff !== 0; k = (k + 1) % count) {
    if (diff > 0) {
      quotas[k]++;
      diff--;
    } else if (quotas[k] > 1) {
      quotas[k]--;
      diff++;
    }
  }
  const rng = Rng.of(seed, 'customers');
  return quotas.map((quota, index) => {
    // The biggest accounts cover every site profile, so every device kind exists in any fleet.
    const profile = index < SITE_PROFILES.length * 2 ? SITE_PROFILES[index % SITE_PROFILES.length] : rng.pick(SITE_PROFILES);
    const nmd = index < NAMED.length ? NAMED[index] : `CUST${String(index + 1).padStart(5, '0')}`;
    const companyId = String(100000 + index * 7 + rng.int(0, 6));
    const parentCompanyId = rng.chance(0.2) ? String(90000 + rng.int(0, 999)) : companyId;
    return { index, nmd, companyId, parentCompanyId, profile, quota };
  });
}
