import type { PageRequest } from '@nms/contract';
import { NMC_EXPORT_NAMES, SF_NOTIFICATIONS_SORT } from '@nms/contract';
import { useCallback, useRef } from 'react';
import { loadSfActiveNotifications } from '../api/get-sf-active-notifications';
import type { NmcRow } from '../api/nmc-row';
import { BROWSER_SEARCH_FIELD, browserPage } from '../logic/browser-page';
import { emptyOnFailure } from '../logic/empty-on-failure';
import { NmcGrid } from './nmc-grid';
import { SF_NOTIFICATION_COLUMNS } from './sf-columns';

const SEARCH_FIELDS = [BROWSER_SEARCH_FIELD];
const rowId = (row: NmcRow) => String(row.case_id);

/**
 * SF Active Notifications (spec 001 §2.15): the call answers every open notification at once;
 * the grid searches, sorts and pages that answer in the browser.
 */
export function SfNotificationsTab() {
  // The same request again is Refresh or the timer: only then is the server asked anew.
  const last = useRef<string>(undefined);
  const fetchPage = useCallback(async (request: PageRequest) => {
    const key = JSON.stringify(request);
    const fresh = last.current === key;
    last.current = key;
    const answer = await emptyOnFailure(loadSfActiveNotifications(fresh));
    return browserPage(answer.data, SF_NOTIFICATION_COLUMNS, request);
  }, []);

  return (
    <NmcGrid
      gridId="nmc-sf-active-notifications"
      columns={SF_NOTIFICATION_COLUMNS}
      fetchPage={fetchPage}
      defaultSort={SF_NOTIFICATIONS_SORT}
      exportFileName={NMC_EXPORT_NAMES.sfActiveNotifications}
      searchPlaceholder="Search for active notifications"
      searchFields={SEARCH_FIELDS}
      rowId={rowId}
    />
  );
}
