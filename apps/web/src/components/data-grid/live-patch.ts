import type { GridApi, IRowNode } from 'ag-grid-community';

/** Rows patched a frame: a page of 100 changed rows takes 10 frames, and input is answered between them. */
export const PATCH_ROWS_PER_FRAME = 10;
export const FLASH_MS = 1_000;

export interface RowPatch<T> {
  node: IRowNode<T>;
  row: T;
}

interface PatchOptions<T> {
  /** Ids of rows flashing now (the grid's row class rule reads it), and until when. */
  flashing: Map<string, number>;
  /** The grid's own row class (severity colours): a row whose class changes is redrawn, since AG Grid only adds such classes. */
  rowClass?: (row: T) => string | undefined;
  /** Schedules the next frame (tests pass their own). */
  frame?: (fn: () => void) => unknown;
  now?: () => number;
  later?: (fn: () => void, ms: number) => unknown;
}

/**
 * Puts fresh values into rows on screen a few a frame (issue 30 item 10): each row's changed cells
 * refresh (AG Grid compares values; no row is rebuilt unless its row class changed) and the row
 * flashes for a second. A row no longer on the page (it reloaded meanwhile) is skipped.
 */
export function patchRows<T>(api: GridApi<T>, patches: readonly RowPatch<T>[], opts: PatchOptions<T>): void {
  const { flashing, rowClass, frame = requestAnimationFrame, now = () => performance.now(), later = setTimeout } = opts;
  const queue = [...patches];
  const step = () => {
    if (api.isDestroyed()) return;
    const redraw: IRowNode<T>[] = [];
    const flashed: IRowNode<T>[] = [];
    for (const { node, row } of queue.splice(0, PATCH_ROWS_PER_FRAME)) {
      if (!node.id || node.rowIndex === null || !node.data) continue;
      const before = rowClass?.(node.data);
      flashing.set(node.id, now() + FLASH_MS);
      node.updateData(row);
      flashed.push(node);
      if (rowClass && rowClass(row) !== before) redraw.push(node);
    }
    if (redraw.length > 0) api.redrawRows({ rowNodes: redraw });
    if (flashed.length > 0) later(() => unflash(api, flashed, flashing, now), FLASH_MS);
    if (queue.length > 0) frame(step);
  };
  if (queue.length > 0) frame(step);
}

/** Ends the flash of rows not flashed again meanwhile: refreshing a row re-runs its class rules. */
function unflash<T>(api: GridApi<T>, nodes: readonly IRowNode<T>[], flashing: Map<string, number>, now: () => number): void {
  const t = now();
  for (const node of nodes) {
    const id = node.id!;
    const until = flashing.get(id);
    if (until === undefined || until > t) continue;
    flashing.delete(id);
    if (!api.isDestroyed() && node.rowIndex !== null && node.data) node.updateData(node.data);
  }
}
