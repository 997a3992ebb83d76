import { Group } from '@mantine/core';
import { NMC_PAGE_SIZE, NMC_PAGE_SIZES, NMC_SEARCH_PANEL_WIDTH } from '@nms/contract';
import { useCallback, useState, type ReactNode } from 'react';
import { DataGrid } from '../../../components/data-grid/data-grid';
import { FullscreenButton } from '../../../components/fullscreen';
import type { FetchPage, GridColumn, SortSpec } from '../../../components/data-grid/types';
import { TASK_TIME_MS, TimerToggle } from '../../../components/timer-toggle/timer-toggle';
import type { NmcRow } from '../api/nmc-row';
import classes from './nmc-tools.module.css';
import { useNmcFullScreen } from './nmc-full-screen';

export interface NmcGridProps {
  gridId: string;
  columns: GridColumn<NmcRow>[];
  fetchPage: FetchPage<NmcRow>;
  defaultSort: SortSpec;
  exportFileName: string;
  searchPlaceholder?: string;
  searchFields?: string[];
  rowId: (row: NmcRow) => string;
  /** Filter fields (date range, status), shown with the timer in a bar above the grid. */
  filters?: ReactNode;
  /** Changes when the filters change: the grid starts again on its first page. */
  listKey?: string;
  /** Runs before each timer tick reloads the page (SF Cases moves its rolling range). */
  onTick?: () => void;
}

/**
 * A case grid of NMC Tools: the shared grid with the case-grid toolbar (timer off at first,
 * column chooser, export, refresh, full screen), search panel 220 wide, 25 rows a page. The
 * filters sit outside the grid, which a new filter re-creates, so typing keeps its focus.
 */
export function NmcGrid({ filters, listKey, onTick, ...grid }: NmcGridProps) {
  const [signal, setSignal] = useState(0);
  const { full, toggle } = useNmcFullScreen();
  const tick = useCallback(() => {
    onTick?.();
    setSignal((n) => n + 1);
  }, [onTick]);
  const timer = <TimerToggle onTick={tick} intervalMs={TASK_TIME_MS} />;
  return (
    <div className={classes.tab}>
      {filters && (
        <Group gap="sm" pb={8} wrap="wrap" data-testid="nmc-filters">
          {filters}
          {timer}
        </Group>
      )}
      <DataGrid<NmcRow>
        key={listKey}
        {...grid}
        pageSizes={NMC_PAGE_SIZES}
        defaultPageSize={NMC_PAGE_SIZE}
        searchWidth={NMC_SEARCH_PANEL_WIDTH}
        refreshSignal={signal}
        toolbarStart={filters ? undefined : timer}
        toolbarEnd={<FullscreenButton full={full} onToggle={toggle} />}
      />
    </div>
  );
}
