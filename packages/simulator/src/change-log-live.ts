import { cpeChange } from './change-log-cpe';
import { CPE_FAMILIES, CPE_FAMILY_OF, NOC_USERS } from './change-log-cpe-catalog';
import { kindOf } from './device-catalog';
import { Rng } from './prng';
import type { FleetSink, FleetSource } from './sink';

/**
 * Now and then, a configuration change on one device of the live fleet (a NOC engineer at the
 * GUI or CLI, or an automation through the API), so the Change Log grows while the server runs.
 * Drawn from its own (seed, tick) stream; returns whether a change was written.
 */
export async function liveCpeChange(
  o: { seed: number; sink: FleetSink; source: FleetSource },
  roster: readonly string[],
  tickNo: number,
  now: number,
  chance: number,
): Promise<boolean> {
  const rng = Rng.of(o.seed, 'cpe-live', tickNo);
  if (!rng.chance(chance)) return false;
  const [device] = await o.source.devices([roster[rng.int(0, roster.length - 1)]]);
  const kind = device ? kindOf(device.className, device.model) : undefined;
  const family = kind ? CPE_FAMILIES[CPE_FAMILY_OF[kind.key] ?? ''] : undefined;
  if (!device || !family) return false;
  const ui = rng.weighted(family.uis);
  const user = ui === 'API' ? family.apiUser : rng.pick(NOC_USERS);
  await o.sink.writeChangeLog({ cpe: [cpeChange(device.name, family, now, user, ui, rng)], cases: [], ems: [] });
  return true;
}
