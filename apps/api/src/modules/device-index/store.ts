import { DEVICE_FIELDS, type FieldDef } from '@nms/contract';
import { Bitset } from './bitset';
import { BoolColumn, NumberColumn, TextArrayColumn, TextColumn, type Column } from './columns';

/**
 * Text fields left out of the index: (nearly) unique per device, so a dictionary would hold the
 * fleet twice over and a summary filtered by one of them is a handful of rows SQL finds by index.
 * Queries naming them are answered by SQL.
 */
const UNIQUE_TEXT = new Set([
  'managementIp',
  'lanIp',
  'seedip',
  'diuSerialNum',
  'han',
  'cpehan',
  'assetId',
  'hnsLocationID',
  'customerLocationId',
  'plsiteid',
  'psiteid',
  'vadbPrimaryPhoneNumber',
  'vadbBackupPhoneNumber',
  'imei',
  'mdn',
  'description',
  'discoveryDescription',
  'natIp1',
  'natIp2',
  'serviceId',
  'aaVirtualSiteId',
  'lasttestresults',
]);

/** The fields the index keeps (name is the row key, kept apart), by field name. */
export const INDEXED_FIELDS: readonly FieldDef[] = DEVICE_FIELDS.filter((f) => f.column !== 'name' && !UNIQUE_TEXT.has(f.name));
/** Columns read from `devices` for each row: the key, the indexed fields, the map tile. */
export const INDEXED_COLUMNS: readonly string[] = ['name', ...new Set(INDEXED_FIELDS.map((f) => f.column)), 'tile_x', 'tile_y'];

export type DeviceRow = Record<string, unknown>;
/** Told before a slot's values change (`removed`) and after (`added`): the count views. */
export interface SlotListener {
  removed(slot: number): void;
  added(slot: number): void;
}

const STATES = [1, 2, 3, 4, 5] as const;

function columnFor(field: FieldDef, capacity: number): Column {
  if (field.type === 'text') return new TextColumn(capacity);
  if (field.type === 'bool') return new BoolColumn(capacity);
  if (field.type === 'textArray') return new TextArrayColumn();
  return new NumberColumn(capacity);
}

/**
 * The fleet as columns in memory. A device lives in a slot; a deleted device's slot is reused.
 * `alive` holds the used slots and `byState` one bitset per severity, kept as rows are written,
 * so a summary counts a query's matches per state with word operations, visiting no row.
 */
export class DeviceStore {
  capacity: number;
  private high = 0;
  private readonly free: number[] = [];
  readonly slotOf = new Map<string, number>();
  names: Array<string | undefined> = [];
  readonly columns = new Map<string, Column>();
  readonly tiles = { x: new NumberColumn(0), y: new NumberColumn(0) };
  alive: Bitset;
  byState = new Map<number, Bitset>();
  private readonly listeners: SlotListener[] = [];

  constructor(capacity = 1024) {
    this.capacity = capacity;
    this.alive = new Bitset(capacity);
    for (const s of STATES) this.byState.set(s, new Bitset(capacity));
    for (const f of INDEXED_FIELDS) this.columns.set(f.column, columnFor(f, capacity));
    this.tiles.x.grow(capacity);
    this.tiles.y.grow(capacity);
  }

  get size(): number {
    return this.slotOf.size;
  }

  listen(listener: SlotListener): void {
    this.listeners.push(listener);
    this.alive.forEach((slot) => listener.added(slot));
  }

  column(name: string): Column | undefined {
    const c = this.columns.get(name);
    return c instanceof TextColumn && c.overflowed ? undefined : c;
  }

  state(slot: number): number {
    return (this.columns.get('state') as NumberColumn).values[slot];
  }

  upsert(row: DeviceRow): void {
    const name = String(row.name);
    let slot = this.slotOf.get(name);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.high++;
      if (slot >= this.capacity) this.grow(Math.max(1024, this.capacity * 2));
      this.slotOf.set(name, slot);
    } else {
      for (const l of this.listeners) l.removed(slot);
      this.byState.get(this.state(slot))?.clear(slot);
    }
    this.names[slot] = name;
    for (const [column, c] of this.columns) c.write(slot, row[column]);
    this.tiles.x.write(slot, row.tile_x);
    this.tiles.y.write(slot, row.tile_y);
    this.alive.set(slot);
    this.byState.get(this.state(slot))?.set(slot);
    for (const l of this.listeners) l.added(slot);
  }

  remove(name: string): void {
    const slot = this.slotOf.get(name);
    if (slot === undefined) return;
    for (const l of this.listeners) l.removed(slot);
    this.byState.get(this.state(slot))?.clear(slot);
    this.alive.clear(slot);
    this.slotOf.delete(name);
    this.names[slot] = undefined;
    this.free.push(slot);
  }

  private grow(capacity: number): void {
    this.capacity = capacity;
    for (const c of this.columns.values()) c.grow(capacity);
    this.tiles.x.grow(capacity);
    this.tiles.y.grow(capacity);
    const grown = (b: Bitset) => {
      const next = new Bitset(capacity);
      next.words.set(b.words);
      return next;
    };
    this.alive = grown(this.alive);
    this.byState = new Map([...this.byState].map(([s, b]) => [s, grown(b)]));
  }
}
