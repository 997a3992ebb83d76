import { BULK_ACTIONS, bulkActionBlockers, type BulkAction, type BulkActionDevice, type BulkActionOption } from '@nms/contract';

/** One entry of the bulk action select: an action the selection blocks stays listed, disabled, with why. */
export interface BulkChoice extends BulkActionOption {
  disabled: boolean;
  /** For a disabled action: the first selected device that blocks it and what it lacks. */
  reason?: string;
}

type SelectedDevice = BulkActionDevice & { name: string };

/** Whether the signed-in user's roles allow a bulk action, and why not (use-permission's Access). */
export type BulkAccess = (action: BulkAction) => { allowed: boolean; reason?: string };

/**
 * Every bulk action for the selected rows, in menu order (none when nothing is selected). An action
 * that disappeared left the operator guessing; listed disabled it says which device to deselect,
 * or which role it needs (the roles refuse it whatever the selection, so that reason comes first).
 */
export function bulkChoices(rows: readonly SelectedDevice[], access?: BulkAccess): BulkChoice[] {
  if (rows.length === 0) return [];
  return BULK_ACTIONS.map(({ action, label }) => {
    const allowed = access?.(action);
    if (allowed && !allowed.allowed) return { action, label, disabled: true, reason: allowed.reason };
    for (const row of rows) {
      const unmet = bulkActionBlockers(action, row);
      if (unmet.length > 0) return { action, label, disabled: true, reason: `Not for ${row.name}: ${unmet.join('; ')}` };
    }
    return { action, label, disabled: false };
  });
}

/** The actions the whole selection allows. */
export const bulkOptions = (rows: readonly SelectedDevice[], access?: BulkAccess): BulkActionOption[] =>
  bulkChoices(rows, access)
    .filter((c) => !c.disabled)
    .map(({ action, label }) => ({ action, label }));

/** The chosen action survives a selection change only while it is still offered. */
export function keptChoice(choice: BulkAction | null, options: readonly BulkActionOption[]): BulkAction | null {
  return choice && options.some((o) => o.action === choice) ? choice : null;
}

/** What Submit does: PAM Suspend opens the multi-device grid in the dock; the rest call the API. */
export function submitKind(action: BulkAction): 'dock' | 'endpoint' {
  return action === 'pamSuspend' ? 'dock' : 'endpoint';
}
