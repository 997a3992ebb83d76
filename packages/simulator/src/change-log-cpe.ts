import { CHANGE_LOG_DAYS, CPE_FAMILIES, CPE_FAMILY_OF, NOC_USERS, attrChange, attrValue, type CpeFamily } from './change-log-cpe-catalog';
import type { CpeChangeRecord } from './change-log';
import type { GeneratedDevice } from './fleet-generator';
import { Rng } from './prng';

const ACTIONS = [
  ['edit', 70],
  ['add', 20],
  ['delete', 10],
] as const;
/** Changes made in one sitting: mostly one, sometimes a few in a row. */
const SESSION_SIZES = [
  [1, 50],
  [2, 25],
  [3, 15],
  [4, 10],
] as const;

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

/** One change: a table of the family, one object in it, and what changed (FortiOS log style). */
export function cpeChange(devname: string, family: CpeFamily, time: number, user: string, ui: CpeChangeRecord['ui'], rng: Rng): CpeChangeRecord {
  const table = rng.pick(family.tables);
  const object = table.names ? rng.pick(table.names) : null;
  const path = table.path.replace('{n}', String(rng.int(1, 40)));
  const cfgpath = object === null ? path : `${path}.${object}`;
  // FortiOS style: "Edit system.interface wan1"; a table without objects (settings) is named
  // whole and can only be edited.
  const keyed = object !== null || table.path.includes('{n}');
  const drawn = rng.weighted(ACTIONS);
  const action = keyed ? drawn : 'edit';
  const attrs = rng.sample(table.attrs.length, rng.chance(0.7) ? 1 : 2).map((i) => table.attrs[i]);
  const cfgattr =
    action === 'delete'
      ? ''
      : attrs.map((a) => (action === 'edit' ? `${a}[${attrChange(a, rng).join('->')}]` : `${a}[${attrValue(a, rng)}]`)).join('');
  const dot = cfgpath.lastIndexOf('.');
  const target = keyed ? `${cfgpath.slice(0, dot)} ${cfgpath.slice(dot + 1)}` : cfgpath;
  return { devname, time, cfgpath, action, user, msg: `${capital(action)} ${target}`, ui, cfgattr };
}

/**
 * The configuration changes of a device over the last 90 days, oldest first, when it is a
 * configurable CPE. Changes come in sittings: one user on one interface making one to four
 * edits a minute or two apart. About a third of the devices were never touched.
 */
export function cpeChanges(seed: number, now: number, device: GeneratedDevice): CpeChangeRecord[] {
  const familyKey = CPE_FAMILY_OF[device.kind.key];
  if (!familyKey) return [];
  const family = CPE_FAMILIES[familyKey];
  const rng = Rng.of(seed, 'cpe', device.index);
  if (rng.chance(0.3)) return [];
  const devname = device.record.name as string;
  const sessions = 1 + Math.floor(rng.exp(0.9));
  const starts = Array.from({ length: sessions }, () => now - rng.int(60, CHANGE_LOG_DAYS * 86_400) * 1000).sort((a, b) => a - b);
  const rows: CpeChangeRecord[] = [];
  for (const start of starts) {
    const ui = rng.weighted(family.uis);
    const user = ui === 'API' ? family.apiUser : rng.pick(NOC_USERS);
    let time = start;
    for (let n = rng.weighted(SESSION_SIZES); n > 0 && time < now; n--) {
      rows.push(cpeChange(devname, family, time, user, ui, rng));
      time += rng.int(5, 180) * 1000;
    }
  }
  return rows;
}
