import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deviceDataKey } from '../../../lib/data-changes';
import { useDeviceRefresh } from './use-device-refresh';

const KEYS = [
  deviceDataKey('details', ['ACME-1']),
  deviceDataKey('pam', ['ACME-1']),
  deviceDataKey('transport', ['ACME-1'], 'pingEcm'),
  deviceDataKey('pam', ['ACME-2']),
  ['es', 'device', 'alerts', 'ACME-1'],
  ['cmdb', 'rows'],
];

function setup(device: string | undefined) {
  const client = new QueryClient();
  for (const k of KEYS) client.setQueryData(k, 1);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useDeviceRefresh(device), { wrapper });
  return { client, refresh: result.current };
}

describe('Device Details refresh (timer and Refresh)', () => {
  it("reloads the device's answer, its PAM status, its transport blocks and the tabs; not other devices", () => {
    const { client, refresh } = setup('ACME-1');
    refresh();
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
    expect(stale).toEqual(KEYS.slice(0, 3).concat([KEYS[4]]));
  });

  it('does nothing without a device', () => {
    const { client, refresh } = setup(undefined);
    const spy = vi.spyOn(client, 'invalidateQueries');
    refresh();
    expect(spy).not.toHaveBeenCalled();
  });
});
