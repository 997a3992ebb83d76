import type { SunburstNode } from '@nms/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { Popup } from '../../../components/popup/popup';
import { fetchDevices, type DeviceRow } from '../../manage-devices/api/get-devices';
import { DEVICE_SEARCH_FIELDS, deviceColumns } from '../../manage-devices/components/device-columns';
import { PamSuspendForm } from '../../pam-suspend/components/pam-suspend-form';

const rowId = (row: DeviceRow) => row.name;
const PAGE_SIZES = [5, 10, 15, 25, 50, 100] as const;

/**
 * The devices of the chosen sunburst node: the Manage Devices columns and call with the node's
 * query as the grid's base query. Row actions: Device Details opens the device's page, PAM
 * Suspend its form in a popup.
 */
export function SvnDevices({ node }: { node: SunburstNode }) {
  const navigate = useNavigate();
  const [pam, setPam] = useState<DeviceRow>();
  const columns = useMemo(
    () => deviceColumns({ onDetails: (d) => navigate(`/device-details/${encodeURIComponent(d.name)}`), onPamSuspend: setPam }),
    [navigate],
  );
  return (
    <>
      <DataGrid<DeviceRow>
        // Another node is another list: it starts from its first page (the grid reads its base query per load).
        key={`${node.key}\u0000${node.query}`}
        gridId="svn-devices"
        columns={columns}
        fetchPage={fetchDevices}
        baseQuery={node.query}
        pageSizes={PAGE_SIZES}
        defaultPageSize={15}
        exportFileName="Devices"
        searchFields={DEVICE_SEARCH_FIELDS}
        rowId={rowId}
        headerFilter
      />
      <Popup opened={!!pam} title={pam ? `PAM Suspend for ${pam.name}` : ''} onClose={() => setPam(undefined)} width={480}>
        {pam && <PamSuspendForm deviceName={pam.name} />}
      </Popup>
    </>
  );
}
