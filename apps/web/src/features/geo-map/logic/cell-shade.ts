import type { MapMarker } from '@nms/contract';

/**
 * Shares of a cell's devices in Critical or Major (the sunburst's "impacted") from which the cell
 * reads Minor, Major and Critical. Below the first it is green: a 95 % healthy cluster is not drawn
 * in the colour of its one worst device (see docs/decisions/console-ux.md, issue 30 item 13).
 */
export const CELL_SHARES = { minor: 0.05, major: 0.25, critical: 0.5 } as const;

/**
 * The state a marker is coloured as: one device its own state; a cluster by the share of its
 * devices impacted, as the sunburst colours its segments; Unknown when no device state is known.
 */
export function cellShade(m: Pick<MapMarker, 'doc_count' | 'state' | 'states'>): number {
  if (m.doc_count <= 1) return m.state;
  const { critical, major, unknown } = m.states;
  if (unknown >= m.doc_count) return 4;
  const impacted = (critical + major) / m.doc_count;
  if (impacted >= CELL_SHARES.critical) return 1;
  if (impacted >= CELL_SHARES.major) return 2;
  if (impacted >= CELL_SHARES.minor) return 3;
  return 5;
}

/** The count drawn on a cluster: in full to 9,999, then in thousands ('12k') to fit the disc. */
export const cellLabel = (n: number): string => (n < 10_000 ? n.toLocaleString('en-US') : `${Math.round(n / 1000)}k`);
