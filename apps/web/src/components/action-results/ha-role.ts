import type { EdgeHaResult, HaRole } from '@nms/contract';

/** What one panel (primary or backup) of the Edge/HA card shows. */
export interface HaPanel {
  name: string;
  role: HaRole;
  state: string;
  serial: string;
  lastContact: string;
  /** systemUpSince, only on the panel of the active unit. */
  upSince?: string | null;
}

type HaFields = Pick<
  EdgeHaResult,
  | 'name'
  | 'hns_primeSanRole'
  | 'serialNumber'
  | 'hns_primeSanState'
  | 'lastContact'
  | 'hns_backupSan'
  | 'hns_backupSanRole'
  | 'hns_backupSanState'
  | 'haSerialNumber'
  | 'haLastContact'
  | 'systemUpSince'
>;

/**
 * The HA role rules of spec 000 §4, read from the primary's role: Active puts 'Up Since' on the
 * primary panel; Standby puts it on the backup panel and swaps the primary and backup serial and
 * contact values (the unit answering as primary is then the HA peer); Unknown shows both serials
 * as 'A or B' on both panels and 'Up Since' on neither, since nobody knows which unit is up.
 */
export function haPanels(r: HaFields): { primary: HaPanel; backup: HaPanel } {
  const role = r.hns_primeSanRole;
  const swap = role === 'Standby';
  const serials =
    role === 'Unknown'
      ? [`${r.serialNumber} or ${r.haSerialNumber}`, `${r.serialNumber} or ${r.haSerialNumber}`]
      : swap
        ? [r.haSerialNumber, r.serialNumber]
        : [r.serialNumber, r.haSerialNumber];
  const contacts = swap ? [r.haLastContact, r.lastContact] : [r.lastContact, r.haLastContact];
  const primary: HaPanel = { name: r.name, role, state: r.hns_primeSanState, serial: serials[0], lastContact: contacts[0] };
  const backup: HaPanel = {
    name: r.hns_backupSan,
    role: r.hns_backupSanRole,
    state: r.hns_backupSanState,
    serial: serials[1],
    lastContact: contacts[1],
  };
  if (role === 'Active') primary.upSince = r.systemUpSince;
  if (role === 'Standby') backup.upSince = r.systemUpSince;
  return { primary, backup };
}
