import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransportBlock } from './transport-block';

const run = vi.hoisted(() => vi.fn<(action: string, device: string) => Promise<unknown>>());
vi.mock('../../device-actions/api/run-device-action', () => ({ runDeviceAction: run }));
// The signed-in caller's roles (/user/me): an operator unless a test makes a viewer.
const me = vi.hoisted(() => ({ roles: ['operator'], permissions: ['read', 'troubleshoot', 'pam'], scopes: null }));
vi.mock('../../../lib/auth/get-me', () => ({ useMe: () => ({ status: 'success', data: me }) }));

function show(block: Parameters<typeof TransportBlock>[0]['block']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <TransportBlock block={block} deviceName="D1" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('TransportBlock', () => {
  afterEach(() => {
    cleanup();
    run.mockReset();
    Object.assign(me, { roles: ['operator'], permissions: ['read', 'troubleshoot', 'pam'] });
  });

  it('sends nothing for a viewer and says which role the status needs', async () => {
    Object.assign(me, { roles: ['viewer'], permissions: ['read'] });
    show('velocloud');
    expect((await screen.findByTestId('transport-refused')).textContent).toBe('Needs the Operator role');
    expect(run).not.toHaveBeenCalled();
  });

  it('runs its call for the device and shows the result view', async () => {
    run.mockResolvedValue({ device_name: 'D1', links: [], edge: { name: 'D1' } });
    show('velocloud');
    await waitFor(() => expect(screen.getByTestId('result-view-velocloud')).toBeTruthy());
    expect(run).toHaveBeenCalledWith('pingOrCurrentStatusVeloCloud', 'D1');
  });

  it('VeloCloud: an empty answer hides the block', async () => {
    run.mockResolvedValue({});
    const { container } = show('velocloud');
    await waitFor(() => expect(run).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('[data-testid="transport-velocloud"]')).toBeNull());
  });

  it('other blocks show even an empty answer', async () => {
    run.mockResolvedValue({});
    show('meraki');
    await waitFor(() => expect(screen.getByTestId('result-view-meraki')).toBeTruthy());
  });

  it("a failed call shows the server's error text in the block", async () => {
    run.mockRejectedValue(new Error('Device did not answer'));
    show('fortilan');
    await waitFor(() => expect(screen.getByTestId('transport-error').textContent).toContain('Device did not answer'));
  });
});
