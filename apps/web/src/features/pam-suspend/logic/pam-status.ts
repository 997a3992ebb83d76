/** Status texts of spec 000 §4 and 001 §5 for the stored codes (the legacy 'pensus' included). */

const PENDING = ['pendsus', 'pensus'];
const LIVE = ['sched', 'pendsus', 'pensus', 'sus'];

/** The form's Current Status text. */
export function formStatusText(status: string | null | undefined): string {
  if (status === 'sus') return 'PAM Suspended';
  if (PENDING.includes(status ?? '')) return 'PAM Suspend is pending';
  if (status === 'sched') return 'PAM Suspend is scheduled';
  return 'PAM not suspended';
}

/** The failed-load status of spec 001 §8 ('PAM Not Suspended' there, capitalised as quoted). */
export const LOAD_FAILED_STATUS_TEXT = 'PAM Not Suspended';

/** The grid's status label: sched Scheduled, pendsus/pensus Pending, sus Suspended, else raw. */
export function gridStatusLabel(status: string | null | undefined): string {
  if (status === 'sched') return 'Scheduled';
  if (PENDING.includes(status ?? '')) return 'Pending';
  if (status === 'sus') return 'Suspended';
  return status ?? '';
}

/** Remove is offered only for a schedule that is still live. */
export const isLiveStatus = (status: string | null | undefined): boolean => LIVE.includes(status ?? '');

/** Row colour class by status: sched yellow, pending orange, sus red. */
export function statusRowClass(status: string | null | undefined): string | undefined {
  if (status === 'sched') return 'pam-row-sched';
  if (PENDING.includes(status ?? '')) return 'pam-row-pending';
  if (status === 'sus') return 'pam-row-sus';
  return undefined;
}
