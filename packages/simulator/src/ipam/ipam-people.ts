import { Rng } from '../prng';

/** Infoblox IPPlan user ids: the engineers who plan and hand out addresses. */
export const IPAM_OWNERS = [
  'jsmith',
  'mgarcia',
  'akumar',
  'lchen',
  'rpatel',
  'dnguyen',
  'kjohnson',
  'swilliams',
  'tbrown',
  'ejones',
  'pmiller',
  'hdavis',
] as const;

/** Owner groups by network view: Hughes' own management space, and customer site LANs. */
export const IPAM_OWNER_GROUPS = {
  'Hughes-Mgmt': ['NMS Engineering', 'Network Operations', 'IP Planning'],
  Customer: ['Managed Services', 'Enterprise Provisioning', 'Field Operations'],
} as const satisfies Record<string, readonly string[]>;

const DAY = 86_400_000;

/** 'IPPlan Last Modified' as Infoblox's IPPlan writes it: a UTC date. */
export const ipamDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Owner, owner group and last-modified date of one object, stable for its key. */
export function ipamAttrs(view: string, now: number, ...key: Array<string | number>) {
  const rng = Rng.of(0x1b10, 'ipam', view, ...key);
  const groups: readonly string[] = IPAM_OWNER_GROUPS[view as keyof typeof IPAM_OWNER_GROUPS] ?? IPAM_OWNER_GROUPS['Hughes-Mgmt'];
  // A few records never got their attributes filled (imported before IPPlan).
  const bare = rng.chance(0.03);
  return {
    rng,
    owner: bare ? null : rng.pick(IPAM_OWNERS),
    ownerGroup: bare ? null : rng.pick(groups),
    lastModified: bare ? null : ipamDate(now - rng.int(1, 900) * DAY),
  };
}
