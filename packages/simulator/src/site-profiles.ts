import type { KindKey } from './device-catalog';
import type { Rng } from './prng';

/**
 * What one customer site holds. A customer runs one kind of site everywhere (a fuel chain, a
 * bank, a restaurant brand), so sites of a customer look alike. Devices come in dependency order:
 * transports, then the router, then LAN gear, so truncating a site keeps its backbone, and the
 * HR voice gateway always precedes the Polycom phones that use it as their neighbour.
 */
export interface SiteProfile {
  key: string;
  siteTypes: readonly string[];
  build(rng: Rng): KindKey[];
}

const times = (n: number, kind: KindKey): KindKey[] => Array.from({ length: n }, () => kind);
const wireline = (rng: Rng): KindKey => (rng.chance(0.55) ? 'cable' : 'dsl');

function media(rng: Rng, p: number): KindKey[] {
  if (!rng.chance(p)) return [];
  const n = rng.int(1, 3);
  return [...times(n, 'media'), ...times(n, 'display')];
}

function voice(rng: Rng, p: number, maxPhones: number): KindKey[] {
  return rng.chance(p) ? ['hrGateway', ...times(rng.int(1, maxPhones), 'polycom')] : [];
}

export const SITE_PROFILES: readonly SiteProfile[] = [
  {
    key: 'forti-retail',
    siteTypes: ['Retail Store', 'Convenience Store'],
    build: (rng) => {
      const terrestrial = rng.chance(0.75);
      return [
        ...(terrestrial ? [wireline(rng)] : []),
        ...(!terrestrial || rng.chance(0.6) ? ['vsat' as const] : []),
        rng.chance(0.1) ? 'fortigateHa' : 'fortigate',
        ...(rng.chance(0.8) ? ['fortiSwitch' as const] : []),
        ...(rng.chance(0.85) ? times(rng.int(1, 3), 'fortiAp') : []),
        ...media(rng, 0.3),
        ...(rng.chance(0.3) ? ['wattbox' as const] : []),
        ...(rng.chance(0.15) ? ['ata' as const] : []),
      ];
    },
  },
  {
    key: 'meraki-restaurant',
    siteTypes: ['Restaurant', 'Quick Service Restaurant'],
    build: (rng) => [
      wireline(rng),
      ...(rng.chance(0.5) ? ['lte' as const] : []),
      'meraki',
      ...times(rng.int(1, 2), 'merakiAp'),
      ...media(rng, 0.8),
      ...(rng.chance(0.4) ? ['ape' as const] : []),
    ],
  },
  {
    key: 'velo-bank',
    siteTypes: ['Bank Branch', 'Credit Union Branch'],
    build: (rng) => [
      rng.chance(0.7) ? 'cable' : 'dsl',
      ...(rng.chance(0.7) ? ['vsat' as const] : []),
      'velocloud',
      ...(rng.chance(0.5) ? ['accel' as const] : []),
      ...(rng.chance(0.9) ? ['ciscoSwitch' as const] : []),
      ...voice(rng, 0.8, 4),
    ],
  },
  {
    key: 'vsat-fuel',
    siteTypes: ['Gas Station', 'Travel Center'],
    build: (rng) => [
      'vsat',
      ...(rng.chance(0.3) ? ['dsl' as const] : []),
      ...(rng.chance(0.6) ? ['ata' as const] : []),
      ...(rng.chance(0.5) ? ['wattbox' as const] : []),
      ...(rng.chance(0.2) ? ['display' as const] : []),
    ],
  },
  {
    key: 'cradle-clinic',
    siteTypes: ['Clinic', 'Pharmacy'],
    build: (rng) => [
      wireline(rng),
      'cradlepoint',
      ...(rng.chance(0.4) ? ['ciscoSwitch' as const] : []),
      ...(rng.chance(0.6) ? times(rng.int(1, 2), 'merakiAp') : []),
      ...voice(rng, 0.5, 2),
    ],
  },
  {
    key: 'active-path',
    siteTypes: ['Branch Office', 'Field Office'],
    build: (rng) => [
      'vsat',
      wireline(rng),
      'accel',
      ...(rng.chance(0.5) ? ['fortigate' as const] : []),
      ...(rng.chance(0.3) ? ['ata' as const] : []),
    ],
  },
  {
    key: 'vsat-smb',
    siteTypes: ['Small Business', 'Farm Office', 'Home Office'],
    build: (rng) => ['vsat', ...(rng.chance(0.1) ? ['lte' as const] : []), ...(rng.chance(0.2) ? ['ata' as const] : [])],
  },
];
