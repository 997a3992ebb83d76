import type { CellKeyDownEvent, FullWidthCellKeyDownEvent, GridApi } from 'ag-grid-community';

interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/**
 * The keys that open a row's actions menu from the keyboard (issue 21 item 5): the Menu key and
 * Shift+F10 (every desktop's 'context menu' keys) and a bare Enter on a cell. AG Grid itself moves
 * between cells and rows with the arrows, Page Up/Down, Home/End, and toggles a selectable row with Space.
 */
export function opensRowMenu(e: KeyLike): boolean {
  if (e.ctrlKey || e.altKey || e.metaKey) return false;
  if (e.key === 'ContextMenu') return true;
  if (e.key === 'F10') return e.shiftKey;
  return e.key === 'Enter' && !e.shiftKey;
}

/**
 * The row's actions button (the grid's `actions` column, column-defs.ts), when it can be pressed:
 * a menu button (`aria-haspopup`, what Mantine's Menu.Target sets) or a button that opts in as the
 * row's one action (`data-row-action`, e.g. the audit's Details). Other buttons there act at once
 * (the PAM batch grid's Delete toggle): a key meant to edit a cell must never press them.
 */
export function rowMenuButton(cell: Element): HTMLElement | null {
  const row = cell.closest('.ag-row');
  return row?.querySelector<HTMLElement>(ROW_ACTION) ?? null;
}

const ROW_ACTION = ['button[aria-haspopup]', 'button[data-row-action]'].map((b) => `.nms-actions-cell ${b}:not([disabled])`).join(', ');

/**
 * AG Grid's cell key handler of every grid shell: the row-menu keys press the row's actions
 * button, as a click would. Only keys pressed on the cell itself count: a key on a control inside
 * a cell (the actions button, a link) keeps its own meaning.
 */
export function onRowKeys<T>(e: CellKeyDownEvent<T> | FullWidthCellKeyDownEvent<T>): void {
  const key = e.event as KeyboardEvent | null | undefined;
  const cell = key?.target;
  if (!key || !(cell instanceof HTMLElement) || !cell.classList.contains('ag-cell') || !opensRowMenu(key)) return;
  const button = rowMenuButton(cell);
  if (!button) return;
  key.preventDefault();
  button.click();
  const id = e.node.id;
  const colId = 'column' in e ? e.column.getColId() : undefined;
  if (id !== undefined && colId !== undefined) returnFocusOnEscape(() => focusCell(e.api, id, colId));
}

/** Focuses the cell of the row with that id, wherever the row is now. */
function focusCell<T>(api: GridApi<T>, rowId: string, colId: string): void {
  const index = api.getRowNode(rowId)?.rowIndex;
  if (index !== null && index !== undefined) api.setFocusedCell(index, colId);
}

/**
 * Escape on a row menu opened from the keyboard puts the focus back on the row's cell, so the
 * arrows go on from there. The menu's own focus return aims at the cell element it was opened
 * from, which the grid may have redrawn meanwhile (a live update of the row): the focus then fell
 * to the page and the arrows did nothing. Any other key that leaves the menu (Enter, Tab, Space
 * run or skip an item) or a pointer ends the watch.
 */
export function returnFocusOnEscape(refocus: () => void): void {
  const stop = () => {
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      stop();
      // After the menu's close has rendered, so its dropdown no longer holds the focus.
      setTimeout(refocus, 0);
    } else if (event.key === 'Enter' || event.key === 'Tab' || event.key === ' ') stop();
  };
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', stop, true);
}
