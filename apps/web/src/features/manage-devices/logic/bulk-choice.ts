import { availableBulkActions, type BulkAction, type BulkActionDevice, type BulkActionOption } from '@nms/contract';

/** The bulk action select's options for the selected rows (none when nothing is selected). */
export const bulkOptions = (rows: readonly BulkActionDevice[]): BulkActionOption[] => availableBulkActions(rows);

/** The chosen action survives a selection change only while it is still offered. */
export function keptChoice(choice: BulkAction | null, options: readonly BulkActionOption[]): BulkAction | null {
  return choice && options.some((o) => o.action === choice) ? choice : null;
}

/** What Submit does: PAM Suspend opens the multi-device grid in the dock; the rest call the API. */
export function submitKind(action: BulkAction): 'dock' | 'endpoint' {
  return action === 'pamSuspend' ? 'dock' : 'endpoint';
}
