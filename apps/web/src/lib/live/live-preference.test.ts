import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { livePreferenceKey, readLivePreference, useLivePreference } from './live-preference';

afterEach(() => window.localStorage.clear());

describe('the Live toggle preference', () => {
  it('is on by default and stores nothing until the user chooses', () => {
    const { result } = renderHook(() => useLivePreference('olivia'));
    expect(result.current[0]).toBe(true);
    expect(window.localStorage.getItem(livePreferenceKey('olivia'))).toBeNull();
  });

  it('is remembered per user and followed by every reader in the tab', () => {
    const a = renderHook(() => useLivePreference('olivia'));
    const b = renderHook(() => useLivePreference('olivia'));
    act(() => a.result.current[1](false));
    expect(a.result.current[0]).toBe(false);
    expect(b.result.current[0]).toBe(false);
    expect(readLivePreference('adam')).toBe(true);
    act(() => a.result.current[1](true));
    expect(b.result.current[0]).toBe(true);
  });

  it("follows another tab's choice (the storage event)", () => {
    const { result } = renderHook(() => useLivePreference('olivia'));
    act(() => {
      window.localStorage.setItem(livePreferenceKey('olivia'), 'false');
      window.dispatchEvent(new StorageEvent('storage', { key: livePreferenceKey('olivia') }));
    });
    expect(result.current[0]).toBe(false);
  });
});
