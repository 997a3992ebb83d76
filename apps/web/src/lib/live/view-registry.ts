import type { LiveChanges } from '@nms/contract';
import { EVERYTHING, type LiveView, type LiveViewSpec, type ViewChange } from './live-types';

export type ViewListener = (change: ViewChange) => void;

/** A view's identity: its fields in a fixed order, so equal views from two screens are one view. */
export function viewKey(view: LiveViewSpec): string {
  const fields = Object.entries(view)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(fields);
}

interface Entry {
  id: string;
  view: LiveViewSpec;
  listeners: Set<ViewListener>;
}

/**
 * The views the tab's mounted screens watch. Screens showing the same view share it (one view on
 * the stream, every screen told). The set of views is what the stream is opened with: it tells
 * `onSetChange` subscribers when a view comes or goes, not when a second screen joins one.
 */
export class ViewRegistry {
  private readonly entries = new Map<string, Entry>();
  private readonly byId = new Map<string, Entry>();
  private readonly setListeners = new Set<() => void>();
  private nextId = 1;

  /** Watches `view` until the answered function is called. */
  add(view: LiveViewSpec, listener: ViewListener): () => void {
    const key = viewKey(view);
    let entry = this.entries.get(key);
    const added = !entry;
    if (!entry) {
      entry = { id: `v${this.nextId++}`, view, listeners: new Set() };
      this.entries.set(key, entry);
      this.byId.set(entry.id, entry);
    }
    // The same function may watch twice (two screens share a callback): each add is its own.
    const own: ViewListener = (c) => listener(c);
    entry.listeners.add(own);
    if (added) this.setChanged();
    const held = entry;
    return () => {
      if (!held.listeners.delete(own) || held.listeners.size > 0) return;
      this.entries.delete(key);
      this.byId.delete(held.id);
      this.setChanged();
    };
  }

  /** The views to open the stream with, each with its id. */
  views(): LiveView[] {
    return [...this.entries.values()].map((e) => ({ ...e.view, id: e.id }));
  }

  /** The ids of the views now watched (a reopen compares them with the stream's). */
  ids(): string[] {
    return [...this.byId.keys()];
  }

  /** Tells each named view's screens what changed; ids of views already gone are ignored. */
  dispatch(changes: Readonly<Record<string, ViewChange>>): void {
    for (const [id, change] of Object.entries(changes)) {
      for (const listener of [...(this.byId.get(id)?.listeners ?? [])]) listener(change);
    }
  }

  /** Every screen reloads its view (the server lost changes, or the tab could not resume). */
  dispatchAll(ids: Iterable<string> = this.byId.keys()): void {
    this.dispatch(Object.fromEntries([...ids].map((id) => [id, EVERYTHING])));
  }

  onSetChange(listener: () => void): () => void {
    this.setListeners.add(listener);
    return () => this.setListeners.delete(listener);
  }

  private setChanged() {
    for (const l of [...this.setListeners]) l();
  }
}

/** A `changes` event's views (the contract's LiveChanges) as their screens are told them. */
export function viewChanges(views: LiveChanges['views']): Record<string, ViewChange> {
  return Object.fromEntries(Object.entries(views).map(([id, v]) => [id, 'many' in v ? EVERYTHING : { many: false, keys: v.keys }]));
}
