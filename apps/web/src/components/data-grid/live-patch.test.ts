import type { GridApi, IRowNode } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { FLASH_MS, PATCH_ROWS_PER_FRAME, patchRows } from './live-patch';

type Row = { id: string; sev: number };

/** Row nodes as AG Grid's: updateData swaps the data; the grid records redraws. */
function grid(count: number) {
  const nodes = Array.from({ length: count }, (_, i) => {
    const node = { id: `r${i}`, rowIndex: i, data: { id: `r${i}`, sev: 1 } as Row, updates: 0 };
    return Object.assign(node, {
      updateData(d: Row) {
        node.data = d;
        node.updates++;
      },
    });
  });
  const redrawn: string[] = [];
  const api = {
    isDestroyed: () => false,
    redrawRows: ({ rowNodes }: { rowNodes: IRowNode<Row>[] }) => redrawn.push(...rowNodes.map((n) => n.id!)),
  } as unknown as GridApi<Row>;
  return { nodes, api, redrawn };
}

describe('patchRows (issue 30 item 10)', () => {
  it('patches a few rows a frame, redraws only rows whose class changed, and ends each flash', () => {
    const { nodes, api, redrawn } = grid(25);
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    let t = 0;
    const flashing = new Map<string, number>();
    const patches = nodes.map((node, i) => ({ node: node as unknown as IRowNode<Row>, row: { id: node.id, sev: i < 2 ? 3 : 1 } }));
    patchRows(api, patches, {
      flashing,
      rowClass: (r) => `sev-${r.sev}`,
      frame: (fn) => frames.push(fn),
      later: (fn) => timers.push(fn),
      now: () => t,
    });
    // Nothing happens in the caller's task: the first rows wait for a frame.
    expect(nodes.every((n) => n.updates === 0)).toBe(true);
    frames.shift()!();
    expect(nodes.filter((n) => n.updates === 1)).toHaveLength(PATCH_ROWS_PER_FRAME);
    while (frames.length > 0) frames.shift()!();
    expect(nodes.every((n) => n.updates === 1)).toBe(true);
    expect(redrawn).toEqual(['r0', 'r1']);
    expect(flashing.size).toBe(25);
    t += FLASH_MS;
    for (const end of timers) end();
    expect(flashing.size).toBe(0);
    // The flash's end refreshes the row (its class rule) with the same data.
    expect(nodes.every((n) => n.updates === 2)).toBe(true);
  });
});
