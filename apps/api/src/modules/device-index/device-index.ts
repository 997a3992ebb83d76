import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { outsideRequest } from '../../lib/request-context';
import { columnKey, CountView, type GroupKey } from './count-view';
import { NumberColumn } from './columns';
import { compileMatcher, type Match } from './matcher';
import { deleteOldChanges, selectChanges, selectDeviceBatch, selectDevicesNamed, selectSnapshotXmin } from './repository';
import { observeIndexLag, trackIndex } from './index-metrics';
import { DeviceStore } from './store';

export interface DeviceIndexOptions {
  /** How often changes are read when nobody asks and no change record woke it (wake()); default 10 s. */
  pollMs?: number;
  /** Rows per read of the first load. */
  batchSize?: number;
  /** More pending changes than this: load the fleet again instead (default 100,000). */
  reloadAbove?: number;
  /** How long change rows are kept (default 10 minutes). */
  keepMs?: number;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  now?: () => number;
}

/**
 * A count view: devices per value of `groupBy` (a column; or a key computed from the store),
 * among the matches of `filter`, with `sums` of number columns per group.
 */
export interface ViewSpec {
  groupBy?: string | ((store: DeviceStore) => GroupKey);
  filter?: string;
  sums?: readonly string[];
}

/**
 * Past this age without a successful read of the changes, the index stops answering: a few
 * seconds, or two polls and a bit when the poll is slower (a quiet fleet wakes it only by the poll).
 */
const STALE_MS = 5_000;
const DEFAULT_POLL_MS = 10_000;

/**
 * The fleet in memory, current to the last committed write: loaded once, then kept by reading
 * device_changes (migration 025) before each answer and whenever the change feed announces a device
 * change (wake(); the poll is a safety net), so what it answers is what SQL would answer at that
 * moment (read-your-writes included). It answers counts: of any
 * Lucene query it can evaluate (compileMatcher), and per group through count views. Anything
 * else, and everything while it loads or cannot reach the database, is left to SQL: callers
 * take `undefined` as "ask the database".
 */
export class DeviceIndex {
  private store: DeviceStore | undefined;
  private views = new Map<string, CountView>();
  private readonly specs = new Map<string, ViewSpec>();
  private xmin = '0';
  private readonly seen = new Set<string>();
  private lastRead = 0;
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private timers: NodeJS.Timeout[] = [];
  private loading: Promise<void> | undefined;
  private stopped = false;
  private untrack: (() => void) | undefined;
  private changes = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly opts: DeviceIndexOptions = {},
  ) {}

  /** Declares a count view; it is built with every (re)load. */
  defineView(name: string, spec: ViewSpec): void {
    this.specs.set(name, spec);
    if (this.store) this.views.set(name, this.buildView(this.store, spec));
  }

  start(): Promise<void> {
    this.untrack = trackIndex(this);
    const poll = this.pollMs;
    this.timers.push(
      setInterval(() => void this.catchUp().catch((e) => this.opts.log?.warn({ err: e }, 'device index: reading changes failed')), poll),
    );
    this.timers.push(setInterval(() => void deleteOldChanges(this.db, this.opts.keepMs ?? 600_000).catch(() => undefined), 60_000));
    for (const t of this.timers) t.unref();
    return this.reload();
  }

  stop(): void {
    this.stopped = true;
    this.untrack?.();
    for (const t of this.timers) clearInterval(t);
  }

  /** Whether answers are current: loaded, and changes read within the last few seconds (or polls). */
  get ready(): boolean {
    return this.store !== undefined && this.now() - this.lastRead < Math.max(STALE_MS, 2 * this.pollMs + 1_000);
  }

  /** A change record named devices (or records were lost): read the changes now rather than at the next poll. */
  wake(): void {
    if (!this.store || this.stopped) return;
    this.catchUp().catch((e: unknown) => this.opts.log?.warn({ err: e }, 'device index: reading changes failed'));
  }

  private get pollMs(): number {
    return this.opts.pollMs ?? DEFAULT_POLL_MS;
  }

  get size(): number {
    return this.store?.size ?? 0;
  }

  /**
   * Bumped in the same synchronous step as every change batch applied and every (re)load swapped
   * in, so an answer computed from the store and tagged with this number stays current while the
   * number stands (the geo map memoises its whole-fleet answers by it).
   */
  get version(): number {
    return this.changes;
  }

  /** Reads the changes committed before this call (one read shared by everyone waiting). */
  catchUp(): Promise<void> {
    if (!this.running) {
      // Shared by every waiting reader: run as no request's (a bulk import's wake must not make
      // the readers' catch-up wait behind the import, nor a reader's deadline cancel it).
      this.running = outsideRequest(() => this.readChanges()).finally(() => (this.running = undefined));
      return this.running;
    }
    this.queued ??= this.running.then(
      () => ((this.queued = undefined), this.catchUp()),
      () => ((this.queued = undefined), this.catchUp()),
    );
    return this.queued;
  }

  /** The store brought up to date, or undefined when SQL must answer. */
  async current(): Promise<DeviceStore | undefined> {
    if (!this.store || this.stopped) return undefined;
    try {
      await this.catchUp();
    } catch {
      return undefined;
    }
    return this.ready ? this.store : undefined;
  }

  /** A query's matcher over the current store, or undefined when SQL must answer. */
  async matcher(query: string | undefined): Promise<{ store: DeviceStore; match: Match } | undefined> {
    const store = await this.current();
    const match = store && compileMatcher(store, query);
    return store && match ? { store, match } : undefined;
  }

  async view(name: string): Promise<CountView | undefined> {
    return (await this.current()) ? this.views.get(name) : undefined;
  }

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }

  private buildView(store: DeviceStore, spec: ViewSpec): CountView {
    const filter = spec.filter === undefined ? undefined : compileMatcher(store, spec.filter);
    if (spec.filter !== undefined && !filter) throw new Error(`device index: view filter '${spec.filter}' is not one the index evaluates`);
    const key =
      spec.groupBy === undefined ? () => [''] : typeof spec.groupBy === 'string' ? columnKey(store.column(spec.groupBy)) : spec.groupBy(store);
    if (!key) throw new Error(`device index: no column '${String(spec.groupBy)}' to group by`);
    const sums = (spec.sums ?? []).map((c) => store.column(c));
    if (!sums.every((c): c is NumberColumn => c instanceof NumberColumn)) throw new Error('device index: view sums need number columns');
    const view = new CountView(store, key, filter, sums);
    store.listen(view);
    return view;
  }

  /**
   * Loads the whole fleet into a new store and swaps it in; SQL answers meanwhile. `handled`:
   * transactions the load is known to include (they committed before it began), so their
   * changes do not ask for another load.
   */
  private reload(handled: readonly string[] = []): Promise<void> {
    this.loading ??= outsideRequest(() => this.loadAll(handled)).finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async loadAll(handled: readonly string[]): Promise<void> {
    for (let done = handled; ;) {
      const started = this.now();
      this.store = undefined;
      const xmin = await selectSnapshotXmin(this.db);
      const store = new DeviceStore();
      // Views first: each batch then tallies as it lands, and no single step blocks the event loop
      // for a pass over a million devices (load shedding would answer 503 meanwhile).
      const views = new Map([...this.specs].map(([name, spec]) => [name, this.buildView(store, spec)]));
      const batch = this.opts.batchSize ?? 10_000;
      for (let after: string | null = null; ;) {
        const rows = await selectDeviceBatch(this.db, after, batch);
        for (const row of rows) store.upsert(row);
        if (rows.length < batch) break;
        after = String(rows[rows.length - 1].name);
      }
      this.views = views;
      this.xmin = xmin;
      this.seen.clear();
      for (const xid of done) this.seen.add(xid);
      this.store = store;
      this.changes++;
      this.lastRead = this.now();
      this.opts.log?.info({ devices: store.size, ms: this.now() - started }, 'device index loaded');
      // What changed while it loaded (the read starts at the xmin from before the load).
      const again = await this.applyChanges();
      if (!again) return;
      done = again;
    }
  }

  private async readChanges(): Promise<void> {
    if (this.loading) return this.loading;
    if (!this.store) return this.reload();
    const again = await this.applyChanges();
    if (again) await this.reload(again);
  }

  /**
   * Applies the changes committed since the last read. Returns the transactions read when the
   * fleet must be loaded again instead (a TRUNCATE or bulk load, or too many changes at once).
   */
  private async applyChanges(): Promise<string[] | undefined> {
    const limit = this.opts.reloadAbove ?? 100_000;
    const batch = await selectChanges(this.db, this.xmin, [...this.seen], limit + 1);
    if (batch.changes.length > limit || batch.changes.some((c) => c.name === null)) return [...new Set(batch.changes.map((c) => c.xid))];
    const names = [...new Set(batch.changes.map((c) => c.name!))];
    const rows = names.length === 0 ? [] : await selectDevicesNamed(this.db, names);
    const store = this.store;
    if (!store) return undefined;
    const found = new Set<string>();
    for (const row of rows) {
      store.upsert(row);
      found.add(String(row.name));
    }
    for (const name of names) if (!found.has(name)) store.remove(name);
    if (names.length > 0) this.changes++;
    for (const c of batch.changes) this.seen.add(c.xid);
    const floor = BigInt(batch.xmin);
    for (const xid of this.seen) if (BigInt(xid) < floor) this.seen.delete(xid);
    this.xmin = batch.xmin;
    this.lastRead = this.now();
    for (const c of batch.changes) observeIndexLag(c.at, this.lastRead);
    return undefined;
  }
}
