import snmp, { type Session, type SnmpTable, type Varbind } from 'net-snmp';

export interface ColumnSet {
  /** The table, e.g. ifTable 1.3.6.1.2.1.2.2 (its entry is tableOid.1). */
  tableOid: string;
  columns: number[];
}

/** Rows per column in one GetBulk: a 16-column request of 12 rows answers a small device's tables in one round trip. */
export const BULK_ROWS = 12;

function getBulk(s: Session, oids: string[], maxRepetitions: number): Promise<Varbind[][]> {
  return new Promise((resolve, reject) => {
    s.getBulk(oids, 0, maxRepetitions, (err, varbinds) => (err ? reject(err) : resolve(varbinds as Varbind[][])));
  });
}

const arcs = (oid: string) => oid.split('.').map(Number);
/** OID order (arc by arc), so a cursor only moves forward and a walk always ends. */
function after(a: string, b: string): boolean {
  const x = arcs(a);
  const y = arcs(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] > y[i];
  return x.length > y.length;
}

/**
 * Walks the columns of one or more tables together: each GetBulk asks for the next rows of every
 * column still open, so the columns of a device's tables take one or a few round trips instead of
 * one walk per column (net-snmp's tableColumns). A column ends at the first OID outside it.
 * Answers one table per set, rows keyed by row index and columns by number, like session.table().
 */
export async function bulkColumns(s: Session, sets: ColumnSet[], maxRepetitions = BULK_ROWS): Promise<SnmpTable[]> {
  const cols = sets.flatMap((set, t) =>
    set.columns.map((c) => ({ t, c, base: `${set.tableOid}.1.${c}`, cursor: `${set.tableOid}.1.${c}`, open: true })),
  );
  const tables: SnmpTable[] = sets.map(() => ({}));
  for (;;) {
    const open = cols.filter((c) => c.open);
    if (open.length === 0) return tables;
    const answer = await getBulk(
      s,
      open.map((c) => c.cursor),
      maxRepetitions,
    );
    let moved = false;
    open.forEach((col, k) => {
      const rows = answer[k] ?? [];
      if (rows.length === 0) return; // cut short by the agent's message size: ask again from the same place
      for (const vb of rows) {
        if (snmp.isVarbindError(vb) || !vb.oid.startsWith(`${col.base}.`) || !after(vb.oid, col.cursor)) {
          col.open = false;
          return;
        }
        const index = vb.oid.slice(col.base.length + 1);
        (tables[col.t][index] ??= {})[col.c] = vb.value;
        col.cursor = vb.oid;
        moved = true;
      }
    });
    // An answer that moved no column and closed none would repeat forever.
    if (!moved && open.every((c) => c.open)) throw new Error('SNMP agent answered a GetBulk with no rows');
  }
}
