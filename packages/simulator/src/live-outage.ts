import { outageEvent } from './alert-catalog';
import { alertName, instanceOf, raiseFor } from './alert-factory';
import { kindOf } from './device-catalog';
import type { Rng } from './prng';
import type { FleetSink, FleetSource } from './sink';

/** Network types an outage can hit: a path shared by many sites, or one customer's network. */
const OUTAGE_TYPES = new Set(['BEAM', 'NAP_SOURCE', 'GATEWAY', 'CUSTOMER']);
/** Most devices an outage raises or clears in one tick, so each tick stays short. */
const PER_TICK = 200;

/**
 * A group-wide outage (rain fade on a beam, a provider's backbone, a customer's hub): a share of
 * the group's members goes down over a few ticks, stays down, then recovers. This is what pushes
 * a group over its threshold and opens, then closes, a network event.
 */
export class Outage {
  private raised: string[] = [];
  private ramp: number;

  private constructor(
    readonly groupKey: string,
    private pending: string[],
    private readonly beam: boolean,
    private readonly recoverAt: number,
    ramp: number,
  ) {
    this.ramp = ramp;
  }

  static async start(source: FleetSource, rng: Rng, tickNo: number): Promise<Outage | null> {
    const groups = (await source.groups()).filter((g) => OUTAGE_TYPES.has(g.networkType) && g.total >= 5 && g.total <= 3000);
    if (groups.length === 0) return null;
    const group = rng.pick(groups);
    const members = await source.groupMembers(group.key, 3000);
    const share = rng.float(0.3, 0.7);
    const hit = rng.sample(members.length, Math.max(1, Math.round(members.length * share))).map((i) => members[i]);
    const ramp = rng.int(1, 3);
    return new Outage(group.key, hit, group.networkType === 'BEAM', tickNo + ramp + rng.int(6, 36), ramp);
  }

  /** Alert names this outage holds up: routine clearing leaves them alone until recovery. */
  holds(name: string): boolean {
    return this.raised.includes(name);
  }

  get done(): boolean {
    return this.pending.length === 0 && this.raised.length === 0;
  }

  /** Raises the next wave, or clears a wave once recovery is due. Returns [raised, cleared]. */
  async step(sink: FleetSink, source: FleetSource, rng: Rng, tickNo: number, now: number): Promise<[number, number]> {
    if (this.pending.length > 0) {
      const wave = this.pending.splice(0, Math.min(PER_TICK, Math.ceil(this.pending.length / Math.max(1, this.ramp--))));
      let raised = 0;
      for (const d of await source.devices(wave)) {
        const kind = kindOf(d.className, d.model);
        if (!kind || !d.className || d.discovered === false) continue;
        const ev = outageEvent(kind.alerts, this.beam);
        await sink.raiseAlert(raiseFor({ name: d.name, className: d.className }, kind, ev, now, rng));
        this.raised.push(alertName(d.className, instanceOf(d.name, ev).instanceName, ev.eventName));
        raised++;
      }
      return [raised, 0];
    }
    if (tickNo < this.recoverAt) return [0, 0];
    let cleared = 0;
    for (const name of this.raised.splice(0, PER_TICK)) if (await sink.clearAlert(name, now)) cleared++;
    return [0, cleared];
  }
}
