import { describe, expect, it } from 'vitest';
import { keyColumnIds, missingWidth } from './fit-key-columns';
import type { GridColumn } from './types';

type Row = Record<string, unknown>;

/** An element whose drawn and content widths are given (jsdom does no layout). */
function sized(client: number, scroll: number, ...children: Element[]): Element {
  const e = document.createElement('div');
  Object.defineProperty(e, 'clientWidth', { value: client });
  Object.defineProperty(e, 'scrollWidth', { value: scroll });
  e.append(...children);
  return e;
}

describe('key columns', () => {
  it('are the first text column unless columns say otherwise', () => {
    const cols: GridColumn<Row>[] = [
      { field: 'actions', header: 'Actions', kind: 'actions' },
      { field: 'state', header: 'Status', kind: 'severity' },
      { field: 'name', header: 'Device ID' },
      { field: 'gwid', header: 'Gateway ID' },
    ];
    expect(keyColumnIds(cols)).toEqual(['name']);
    expect(keyColumnIds([...cols.slice(0, 3), { ...cols[3], fitContent: true }])).toEqual(['gwid']);
    expect(keyColumnIds([{ ...cols[0] }, { ...cols[2], fitContent: false }])).toEqual([]);
    expect(keyColumnIds([{ field: 'n', header: 'N', kind: 'number' }])).toEqual([]);
  });

  it('measure what the widest cut-off content lacks, inside renderers too', () => {
    const fits = sized(200, 200, sized(150, 150));
    const cutInside = sized(200, 200, sized(172, 193));
    const cutCell = sized(208, 229);
    expect(missingWidth([fits])).toBe(0);
    expect(missingWidth([fits, cutInside, cutCell])).toBe(21);
    // Hidden elements (no drawn width) are not measured.
    expect(missingWidth([sized(0, 80)])).toBe(0);
  });
});
