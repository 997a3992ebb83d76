import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDeviceRefresh } from './use-device-refresh';

describe('Device Details refresh (timer and Refresh)', () => {
  it('invalidates the device answer and every tab query', () => {
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useDeviceRefresh('ACME-00001-VSAT1'), { wrapper });
    result.current();
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['device', 'device-details', 'ACME-00001-VSAT1'],
      ['es', 'device'],
      ['splunk'],
      ['es', 'logs'],
      ['smarts'],
    ]);
  });

  it('does nothing without a device', () => {
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(() => useDeviceRefresh(undefined), { wrapper }).result.current();
    expect(spy).not.toHaveBeenCalled();
  });
});
