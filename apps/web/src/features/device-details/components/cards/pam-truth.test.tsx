import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detailsFixture } from '../../../../components/device-cards/details-fixture';
import { DeviceStatusCard } from './device-status-card';
import { PamSuspendCard } from './pam-suspend-card';

vi.mock('../../../../lib/auth/user-manager', () => ({ currentIdToken: async () => 'token' }));
vi.mock('../../../../lib/auth/session', () => ({ useSessionUser: () => ({ nickname: 'olivia' }) }));
// The caller's roles (GET /user/me, issue 17): an operator, who may suspend.
vi.mock('../../../../lib/auth/get-me', () => ({
  useMe: () => ({ status: 'success', data: { roles: ['operator'], permissions: ['read', 'troubleshoot', 'pam'], scopes: null } }),
}));

const DEVICE = 'ACME-00001-VSAT1';
const now = Math.floor(Date.now() / 1000);
const scheduled = {
  device_name: DEVICE,
  status: 'sched',
  start_time: now + 60,
  end_time: now + 7200,
  info: 'w',
  schedule_type: 'device',
  user: 'a',
  version: 2,
};
let schedules: unknown[] = [];
const gets: string[] = [];

beforeEach(() => {
  gets.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') gets.push(url);
    if (method === 'DELETE') schedules = [];
    const body = method === 'GET' ? { data: schedules, total: schedules.length } : { device_names: [DEVICE], removed: 1 };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pamRow = () =>
  within(screen.getByTestId('card-device-status')).getByText((_, el) => el?.getAttribute('data-label') === 'Proactive Monitoring Status');
const formStatus = () => (screen.getByTestId('pam-current-status') as HTMLInputElement).value;

describe('one truth: the Device Status card and the PAM card', () => {
  it("agree from the first read, and after a write, although the device's own flag says otherwise", async () => {
    schedules = [scheduled];
    // The device answer is older than the schedule: its flag has not moved yet.
    const details = detailsFixture({ pamSuspended: true });
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <DeviceStatusCard details={details} />
          <PamSuspendCard details={details} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await waitFor(() => expect(formStatus()).toBe('PAM Suspend is scheduled'));
    expect(pamRow().textContent).toBe('PAM Suspend is scheduled');
    // One query serves both cards.
    expect(gets).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(formStatus()).toBe('PAM not suspended'));
    expect(pamRow().textContent).toBe('PAM not suspended');
  });
});
