import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { Popup } from '../../../components/popup/popup';
import { fetchDevices, type DeviceRow } from '../api/get-devices';
import { DEVICE_SEARCH_FIELDS, deviceColumns } from './device-columns';
import { lazyNamed } from '../../../lib/lazy-named';
import { LIVE_DEVICES } from '../logic/live-devices';
import { UrlScope } from '../../../lib/url-state';

const rowId = (row: DeviceRow) => row.name;
// Loaded when a row's PAM Suspend is first opened: the dashboard's first load does not carry the form.
const PamSuspendForm = lazyNamed(() => import('../../pam-suspend/lazy-pam-suspend-form'), 'PamSuspendForm');

export interface DeviceListGridProps {
  gridId: string;
  /** The list's own Lucene query; the user's filters are AND-ed with it. */
  baseQuery: string;
  /** Another list (another card, another node): the grid starts again from its first page. */
  listKey: string;
  onQueryChange?: (query: string) => void;
  refreshSignal?: number;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  headerFilter?: boolean;
}

/**
 * The devices of a query (a dashboard card, a sunburst node) with the Manage Devices columns and
 * call. Row actions: Device Details opens the device's page, PAM Suspend its form in a popup.
 */
export function DeviceListGrid({ listKey, ...grid }: DeviceListGridProps) {
  const navigate = useNavigate();
  const [pam, setPam] = useState<DeviceRow>();
  const columns = useMemo(
    () => deviceColumns({ onDetails: (d) => navigate(`/device-details/${encodeURIComponent(d.name)}`), onPamSuspend: setPam }),
    [navigate],
  );
  return (
    <>
      {/* The list follows a card or node the address does not hold: its view stays out of the address. */}
      <UrlScope off>
        <DataGrid<DeviceRow>
          key={listKey}
          {...grid}
          columns={columns}
          fetchPage={fetchDevices}
          exportFileName="Devices"
          searchFields={DEVICE_SEARCH_FIELDS}
          rowId={rowId}
          live={LIVE_DEVICES}
        />
      </UrlScope>
      <Popup opened={!!pam} title={pam ? `PAM Suspend for ${pam.name}` : ''} onClose={() => setPam(undefined)} width={480}>
        {pam && (
          <Suspense fallback={null}>
            <PamSuspendForm deviceName={pam.name} />
          </Suspense>
        )}
      </Popup>
    </>
  );
}
