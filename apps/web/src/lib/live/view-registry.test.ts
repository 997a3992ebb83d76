import { describe, expect, it, vi } from 'vitest';
import { EVERYTHING } from './live-types';
import { ViewRegistry, viewChanges, viewKey } from './view-registry';

describe('ViewRegistry', () => {
  it('gives each distinct view an id and shares equal views between screens', () => {
    const r = new ViewRegistry();
    const a = vi.fn();
    const b = vi.fn();
    r.add({ kind: 'device', name: 'dev-1' }, a);
    r.add({ name: 'dev-1', kind: 'device' }, b);
    r.add({ kind: 'aggregates' }, a);
    expect(r.views()).toEqual([
      { kind: 'device', name: 'dev-1', id: 'v1' },
      { kind: 'aggregates', id: 'v2' },
    ]);
    r.dispatch({ v1: { many: false, keys: ['dev-1'] } });
    expect(a).toHaveBeenCalledWith({ many: false, keys: ['dev-1'] });
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('tells set listeners when a view comes or goes, not when a screen joins or leaves one', () => {
    const r = new ViewRegistry();
    const changed = vi.fn();
    r.onSetChange(changed);
    const off1 = r.add({ kind: 'alerts' }, () => undefined);
    const off2 = r.add({ kind: 'alerts' }, () => undefined);
    expect(changed).toHaveBeenCalledTimes(1);
    off1();
    expect(changed).toHaveBeenCalledTimes(1);
    off2();
    expect(changed).toHaveBeenCalledTimes(2);
    expect(r.views()).toEqual([]);
    // Unsubscribing twice is harmless.
    off2();
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('one listener added twice is told twice and stays until both leave', () => {
    const r = new ViewRegistry();
    const l = vi.fn();
    const off1 = r.add({ kind: 'pam' }, l);
    r.add({ kind: 'pam' }, l);
    off1();
    r.dispatchAll();
    expect(l).toHaveBeenCalledTimes(1);
    expect(l).toHaveBeenCalledWith(EVERYTHING);
  });

  it('ignores changes of views already gone and a new view gets a new id', () => {
    const r = new ViewRegistry();
    const l = vi.fn();
    r.add({ kind: 'devices', query: 'a' }, l)();
    const again = vi.fn();
    r.add({ kind: 'devices', query: 'a' }, again);
    r.dispatch({ v1: EVERYTHING });
    expect(l).not.toHaveBeenCalled();
    expect(again).not.toHaveBeenCalled();
    expect(r.ids()).toEqual(['v2']);
  });

  it('viewKey ignores field order and undefined fields', () => {
    expect(viewKey({ kind: 'alerts', device: undefined })).toBe(viewKey({ kind: 'alerts' }));
    expect(viewKey({ kind: 'devices', query: 'x' })).not.toBe(viewKey({ kind: 'devices', query: 'y' }));
  });
});

describe('viewChanges', () => {
  it('tells a view told keys its keys, and a view told many to reload', () => {
    expect(viewChanges({ v1: { keys: ['a', 'b'] }, v2: { many: true } })).toEqual({
      v1: { many: false, keys: ['a', 'b'] },
      v2: EVERYTHING,
    });
    expect(viewChanges({})).toEqual({});
  });
});
