import type { GridApi } from 'ag-grid-community';
import { useCallback, useState, type MutableRefObject } from 'react';
import type { ChooserColumn } from './column-chooser';

/** The grid's columns the chooser lists: those `headerOf` names (not the selection or actions). */
export function chooserColumns<T>(api: GridApi<T>, headerOf: (colId: string) => string | undefined): ChooserColumn[] {
  return (api.getColumns() ?? []).flatMap((c) => {
    const header = headerOf(c.getColId());
    return header === undefined ? [] : [{ field: c.getColId(), header, visible: c.isVisible() }];
  });
}

/** The column chooser's list, synced from the grid when it is ready and when a column shows or hides. */
export function useColumnChooser<T>(apiRef: MutableRefObject<GridApi<T> | null>, headerOf: (colId: string) => string | undefined) {
  const [columns, setColumns] = useState<ChooserColumn[]>([]);
  const sync = useCallback(() => {
    if (apiRef.current) setColumns(chooserColumns(apiRef.current, headerOf));
  }, [apiRef, headerOf]);
  const toggle = useCallback((field: string, visible: boolean) => apiRef.current?.setColumnsVisible([field], visible), [apiRef]);
  return { columns, sync, toggle };
}
