import { Alert, useComputedColorScheme } from '@mantine/core';
import type { GridApi, GridOptions } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useEffect, type CSSProperties, type Key, type MutableRefObject, type ReactNode, type Ref } from 'react';
import { gridTheme } from './ag-setup';
import classes from './data-grid.module.css';
import { useGridDensity } from './grid-density';
import { onRowKeys } from './grid-keys';
import './grid-density.css';
import { GridPager, type GridPagerProps } from './grid-pager';

/**
 * How the grid sits in its box: 'fill' takes the space left (at least `minHeight`, default 360),
 * `height` is fixed (a nested grid), 'auto' grows with its rows (every row drawn).
 */
export type GridFrame = { fill: true; minHeight?: number } | { height: number } | 'auto';

export interface GridShellProps<T> {
  testId?: string;
  frame?: GridFrame;
  /** Above the grid: the toolbar (or a screen's own buttons). */
  toolbar?: ReactNode;
  /** A failed load, shown above the grid. */
  error?: string;
  /** Under the error: a screen's own notices. */
  notice?: ReactNode;
  /** Under the grid; without it the grid has no pager. */
  pager?: GridPagerProps;
  /** Set when the grid is ready, for the parts that drive it (pager, chooser, export). */
  apiRef?: MutableRefObject<GridApi<T> | null>;
  rootRef?: Ref<HTMLDivElement>;
  /** A new key re-creates the grid alone (a new page size, Reset Settings), not the toolbar. */
  gridKey?: Key;
  /** What the row source and the parts give AG Grid (rows or datasource, paging, events). */
  grid: GridOptions<T>;
}

const FILL: GridFrame = { fill: true };
const CONTAINER_STYLE = { position: 'absolute', inset: 0 } as const;

const frameStyle = (frame: GridFrame): CSSProperties | undefined => {
  if (frame === 'auto') return undefined;
  if ('height' in frame) return { height: frame.height, minHeight: 0, flex: 'none' };
  return frame.minHeight === undefined ? undefined : { minHeight: frame.minHeight };
};

/**
 * The console's one grid: toolbar, error, AG Grid in the app's theme, pager. Every list is one
 * of these with a row source (server-paged, client-side, batch-edit, detail rows).
 */
export function GridShell<T>({ testId, frame = FILL, toolbar, error, notice, pager, apiRef, rootRef, gridKey, grid }: GridShellProps<T>) {
  const dark = useComputedColorScheme('light') === 'dark';
  const [density] = useGridDensity();
  useEffect(() => {
    document.body.dataset.agThemeMode = dark ? 'dark' : 'light';
  }, [dark]);
  const auto = frame === 'auto';
  const { onGridReady, onCellKeyDown } = grid;

  return (
    <div className={auto ? undefined : classes.root} data-testid={testId} ref={rootRef}>
      {toolbar}
      {error && (
        <Alert color="red" variant="light" py={6} mb={8} role="alert" data-testid="grid-error">
          {error}
        </Alert>
      )}
      {notice}
      <div className={auto ? undefined : classes.grid} style={frameStyle(frame)} data-density={density}>
        <AgGridReact<T>
          key={gridKey}
          theme={gridTheme}
          containerStyle={auto ? undefined : CONTAINER_STYLE}
          domLayout={auto ? 'autoHeight' : undefined}
          tooltipShowDelay={600}
          {...grid}
          onGridReady={(e) => {
            if (apiRef) apiRef.current = e.api;
            onGridReady?.(e);
          }}
          onCellKeyDown={(e) => {
            onCellKeyDown?.(e);
            onRowKeys(e);
          }}
        />
      </div>
      {pager && <GridPager {...pager} />}
    </div>
  );
}
