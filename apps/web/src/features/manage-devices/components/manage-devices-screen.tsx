import { Button } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { AppCard } from '../../../components/card/app-card';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { FullscreenButton, useFullscreen } from '../../../components/fullscreen';
import { SummaryStrip } from '../../../components/summary-strip/summary-strip';
import { fetchDevices, type DeviceRow } from '../api/get-devices';
import { summaryLoading, useDeviceSummary } from '../api/get-device-summary';
import { LIVE_DEVICES } from '../logic/live-devices';
import { BulkActionBar } from './bulk-action-bar';
import { DEVICE_SEARCH_FIELDS, deviceColumns } from './device-columns';
import { DeviceDock, type DockView } from './device-dock';
import classes from './manage-devices.module.css';
import { GRID_PAGE_SIZES } from '@nms/contract';

export const MANAGE_DEVICES_GRID_ID = 'manage-devices';
const PAGE_SIZES = GRID_PAGE_SIZES;
const rowId = (row: DeviceRow) => row.name;
/** A repeated query refreshes the summary when its counts are older than this. */
const SUMMARY_FRESH_MS = 5_000;

export interface ManageDevicesScreenProps {
  /** Always AND-ed with the grid's query (the hierarchy's Get Devices popup: the row's deviceQuery). */
  baseQuery?: string;
  /** Names the remembered layout; a scoped screen should not share the main screen's filters. */
  gridId?: string;
}

/** Manage Devices (spec 001 §2.2): summary strip, device grid with its toolbar, right-hand dock. */
export function ManageDevicesScreen({ baseQuery, gridId = MANAGE_DEVICES_GRID_ID }: ManageDevicesScreenProps = {}) {
  const [query, setQuery] = useState<string>();
  const [selected, setSelected] = useState<DeviceRow[]>([]);
  const [dock, setDock] = useState<DockView>();
  const { full, toggle, frameProps } = useFullscreen();
  const summary = useDeviceSummary(query);

  const columns = useMemo(
    () =>
      deviceColumns({
        onDetails: (device) => setDock({ view: 1, device }),
        onPamSuspend: (device) => setDock({ view: 2, device }),
      }),
    [],
  );

  // Each load of the grid (new query, paging, Refresh) keeps the counts beside it current.
  const { refetch, dataUpdatedAt } = summary;
  const running = useRef<string>(undefined);
  const onQueryChange = useCallback(
    (q: string) => {
      if (running.current === q) {
        if (Date.now() - dataUpdatedAt > SUMMARY_FRESH_MS) void refetch();
        return;
      }
      running.current = q;
      setQuery(q);
    },
    [refetch, dataUpdatedAt],
  );

  return (
    <div {...frameProps(classes.screen)} data-testid="manage-devices">
      <AppCard title="Manage Devices" fill fullScreen={false} data-testid="manage-devices-card">
        <div className={classes.layout}>
          <div className={classes.main}>
            {/* A refused query has no counts: the previous query's are not shown under its error. */}
            <SummaryStrip counts={summary.isError ? undefined : summary.data} loading={summaryLoading(summary)} />
            <DataGrid<DeviceRow>
              gridId={gridId}
              columns={columns}
              fetchPage={fetchDevices}
              baseQuery={baseQuery}
              pageSizes={PAGE_SIZES}
              defaultPageSize={15}
              exportFileName="Devices"
              searchFields={DEVICE_SEARCH_FIELDS}
              rowId={rowId}
              luceneBox
              applyFilterOnClick
              headerFilter
              clearButtons
              onQueryChange={onQueryChange}
              live={LIVE_DEVICES}
              onSelectionChange={setSelected}
              toolbarStart={<BulkActionBar selected={selected} onPamSuspend={(deviceNames) => setDock({ view: 3, deviceNames })} />}
              toolbarAfterQuery={
                <Button size="xs" variant="default" leftSection={<IconHelp size={14} />} onClick={() => setDock({ view: 0 })}>
                  Lucene Help
                </Button>
              }
              toolbarEnd={<FullscreenButton full={full} onToggle={toggle} />}
            />
          </div>
          {dock && <DeviceDock dock={dock} onClose={() => setDock(undefined)} />}
        </div>
      </AppCard>
    </div>
  );
}
