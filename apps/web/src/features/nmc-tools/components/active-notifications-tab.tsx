import type { PageRequest } from '@nms/contract';
import { NMC_EXPORT_NAMES, NMS_NOTIFICATIONS_DEFAULT_SORT } from '@nms/contract';
import { fetchActiveNotifications } from '../api/get-active-notifications';
import type { NmcRow } from '../api/nmc-row';
import { emptyOnFailure } from '../logic/empty-on-failure';
import { NMS_NOTIFICATION_COLUMNS } from './nmc-extra-columns';
import { NmcGrid } from './nmc-grid';

const rowId = (row: NmcRow) => String(row.id);
const fetchPage = (request: PageRequest) => emptyOnFailure(fetchActiveNotifications(request));

/** Active Notifications: the NMS's own outage notice per active network event, newest first. */
export function ActiveNotificationsTab() {
  return (
    <NmcGrid
      gridId="nmc-active-notifications"
      columns={NMS_NOTIFICATION_COLUMNS}
      fetchPage={fetchPage}
      defaultSort={NMS_NOTIFICATIONS_DEFAULT_SORT}
      exportFileName={NMC_EXPORT_NAMES.activeNotifications}
      searchPlaceholder="Search for notifications"
      rowId={rowId}
    />
  );
}
