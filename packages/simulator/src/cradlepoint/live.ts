import { Rng } from '../prng';
import { deriveCradlepoints } from './derive';
import { cradlepointSinkOf, emptyCradlepointRows, type CradlepointSink } from './records';
import { carrierUsageAt, ecmLine, usageAt } from './usage';

/** Routers whose ECM usage is polled per tick (the least recently polled first). */
export const ECM_POLL_PER_TICK = 500;
/** Carrier APIs answer less often: each stale line has this chance to be re-read in a tick. */
export const CARRIER_REFRESH_CHANCE = 0.5;

/**
 * Fills an empty store from the inventory's Cradlepoint routers, as the feeds do when they first
 * connect; does nothing when any source already has rows, so a restart never doubles them.
 */
export async function seedCradlepoints(store: CradlepointSink, now: number): Promise<number> {
  if (await store.hasRecords()) return 0;
  const rows = deriveCradlepoints(await store.routers(), now);
  await store.upsert(rows);
  return rows.ecm.length + rows.ssh.length + rows.carrier.length;
}

/**
 * The Cradlepoint feeds' tick: ECM reports fresh usage for the routers it polled longest ago,
 * the carrier for some of its lines; a store still empty is filled first. Its own (seed, tick)
 * stream, so the other feeds replay as before. Returns the rows written.
 */
export async function liveCradlepoint(o: { seed: number; sink: object }, tickNo: number, now: number): Promise<number> {
  const store = cradlepointSinkOf(o.sink);
  if (!store) return 0;
  if (!(await store.hasRecords())) return seedCradlepoints(store, now);
  const rng = Rng.of(o.seed, 'cradlepoint', tickNo);
  const rows = emptyCradlepointRows();
  for (const e of await store.staleEcm(ECM_POLL_PER_TICK)) rows.ecm.push({ ...e, usage_mb: usageAt(ecmLine(e), now), reported_at: now });
  for (const c of await store.staleCarrier(ECM_POLL_PER_TICK)) {
    if (rng.chance(CARRIER_REFRESH_CHANCE)) rows.carrier.push({ ...c, usage_mb: carrierUsageAt(c.phone, now), reported_at: now });
  }
  await store.upsert(rows);
  return rows.ecm.length + rows.carrier.length;
}
