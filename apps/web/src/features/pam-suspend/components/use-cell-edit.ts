import { notifications } from '@mantine/notifications';
import { PAM_MESSAGES } from '@nms/contract';
import type { CellEditRequestEvent } from 'ag-grid-community';
import { useCallback, type Dispatch, type SetStateAction } from 'react';
import { editRow, type BatchState, type PamGridRow } from '../logic/batch-edit';
import { parseFormDate } from '../logic/pam-dates';

/**
 * The grid edits read-only (readOnlyEdit): each finished cell edit arrives here and becomes a
 * pending change of the batch state. A date that is not in the format is refused with the form's message.
 */
export function useCellEdit(setState: Dispatch<SetStateAction<BatchState>>) {
  return useCallback(
    (e: CellEditRequestEvent<PamGridRow>) => {
      const name = e.data?.device_name;
      const field = e.colDef.colId;
      if (!name) return;
      const text = typeof e.newValue === 'string' ? e.newValue : e.newValue == null ? '' : String(e.newValue);
      if (field === 'info') {
        setState((s) => editRow(s, name, { info: text }));
        return;
      }
      if (field !== 'start_time' && field !== 'end_time') return;
      const seconds = parseFormDate(text);
      if (seconds === null) {
        notifications.show({ color: 'red', title: name, message: PAM_MESSAGES.dateFormat });
        return;
      }
      setState((s) => editRow(s, name, { [field]: seconds ?? null }));
    },
    [setState],
  );
}
