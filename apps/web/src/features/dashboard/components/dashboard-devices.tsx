import type { SummaryViewCard } from '@nms/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppCard } from '../../../components/card/app-card';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { Popup } from '../../../components/popup/popup';
import { SummaryStrip } from '../../../components/summary-strip/summary-strip';
import { useDeviceSummary } from '../../manage-devices/api/get-device-summary';
import { fetchDevices, type DeviceRow } from '../../manage-devices/api/get-devices';
import { DEVICE_SEARCH_FIELDS, deviceColumns } from '../../manage-devices/components/device-columns';
import { PamSuspendForm } from '../../pam-suspend/components/pam-suspend-form';
import { useRefreshOn } from '../api/use-refresh';
import classes from './dashboard.module.css';

const rowId = (row: DeviceRow) => row.name;

/**
 * The Summary tab's device grid: the devices of the chosen Summary View card, with the summary
 * strip of the query the grid runs (spec 001 §2.6, §2.12). Row actions: Device Details opens the
 * device's page, PAM Suspend its form in a popup.
 */
export function DashboardDevices({ card, refreshSignal }: { card: SummaryViewCard; refreshSignal?: number }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState<string>();
  const [pam, setPam] = useState<DeviceRow>();
  const summary = useDeviceSummary(query);
  useRefreshOn(refreshSignal, summary.refetch);
  const columns = useMemo(
    () =>
      deviceColumns({
        onDetails: (device) => navigate(`/device-details/${encodeURIComponent(device.name)}`),
        onPamSuspend: setPam,
      }),
    [navigate],
  );
  return (
    <AppCard title={`Devices: ${card.title}`} fill data-testid="dashboard-devices">
      <div className={classes.devicesBody}>
        {/* A failed summary reads zero on the dashboard (spec 001 §8). */}
        <SummaryStrip counts={summary.isError ? undefined : summary.data} />
        <DataGrid<DeviceRow>
          // Another card is another list: start from its first page with its own filters.
          key={card.title}
          gridId="dashboard-devices"
          columns={columns}
          fetchPage={fetchDevices}
          baseQuery={card.query}
          exportFileName="Devices"
          searchFields={DEVICE_SEARCH_FIELDS}
          rowId={rowId}
          onQueryChange={setQuery}
          refreshSignal={refreshSignal}
        />
      </div>
      <Popup opened={!!pam} title={pam ? `PAM Suspend for ${pam.name}` : ''} onClose={() => setPam(undefined)} width={480}>
        {pam && <PamSuspendForm deviceName={pam.name} />}
      </Popup>
    </AppCard>
  );
}
