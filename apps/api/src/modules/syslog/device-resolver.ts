import { followChanges } from '../../lib/cache-drops';
import type { FleetService } from '../fleet';

/** How long an answer (a device or none) is reused: a flood from one address costs one lookup per period. */
export const DEVICE_CACHE_MS = 10_000;
const MAX_ENTRIES = 100_000;

/**
 * The device a message belongs to: the one whose management IP is the sender's address, else the
 * one named (or addressed) by the message's HOSTNAME, else none. Answers are cached briefly, so a
 * device imported or re-addressed is found within DEVICE_CACHE_MS.
 */
export class DeviceResolver {
  private readonly cache = new Map<string, { device: string | null; until: number }>();

  constructor(private readonly fleet: Pick<FleetService, 'deviceByAddress' | 'deviceByNameOrAddress'>) {
    // A device added or re-addressed on any process is found at once where the change feed runs.
    followChanges(this, ['device'], (self) => self.cache.clear());
  }

  async resolve(address: string, hostname: string, now: number): Promise<string | null> {
    const key = `${address}\0${hostname}`;
    const hit = this.cache.get(key);
    if (hit && hit.until > now) return hit.device;
    const device = (await this.fleet.deviceByAddress(address)) ?? (hostname ? await this.fleet.deviceByNameOrAddress(hostname) : null);
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(key, { device, until: now + DEVICE_CACHE_MS });
    return device;
  }
}

/** The sender's address as devices store it: an IPv4-mapped IPv6 address loses its `::ffff:`. */
export const plainAddress = (address: string): string => (address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address);
