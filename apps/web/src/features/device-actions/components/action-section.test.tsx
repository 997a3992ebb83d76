import { MantineProvider } from '@mantine/core';
import { availableDeviceActions, type ActionCatalogDevice } from '@nms/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../lib/auth/get-me';
import { CHECKING_ACCESS } from '../../../lib/auth/use-permission';
import { ActionSection } from './action-section';

// The caller's roles (GET /user/me), set per test.
let me: { status: 'pending' | 'success'; data?: Partial<Me> } = { status: 'pending' };
vi.mock('../../../lib/auth/get-me', () => ({ useMe: () => me }));

const device: ActionCatalogDevice = { name: 'ACME-00001-RTR1', productCategory: 'Router', discovered: true, poller: 'POLLER-01' };

function renderSection(sectionKey: 'trouble_shooting_actions', unavailable: ReadonlyMap<string, string> = new Map()) {
  const items = availableDeviceActions(device)[sectionKey];
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}>
        <ActionSection
          sectionKey={sectionKey}
          title="Troubleshooting"
          items={items}
          unavailable={unavailable}
          device={device}
          busy={false}
          running={false}
          onRun={() => undefined}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'Execute Troubleshooting' }) as HTMLButtonElement;
}

afterEach(cleanup);

describe('ActionSection and the roles', () => {
  it('waits disabled while the roles load, without a refusal line', () => {
    me = { status: 'pending' };
    const button = renderSection('trouble_shooting_actions');
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('data-disabled-reason')).toBe(CHECKING_ACCESS);
    expect(screen.queryByTestId('action-refused')).toBeNull();
  });

  it('disables a troubleshooting action for a viewer, with the role it needs', () => {
    me = { status: 'success', data: { roles: ['viewer'], permissions: ['read'], scopes: null } };
    const button = renderSection('trouble_shooting_actions');
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('data-disabled-reason')).toBe('Needs the Operator role');
    expect(screen.getByTestId('action-refused').textContent).toBe('Needs the Operator role');
  });

  it('lets an operator run it', () => {
    me = { status: 'success', data: { roles: ['operator'], permissions: ['read', 'troubleshoot', 'pam'], scopes: null } };
    const button = renderSection('trouble_shooting_actions');
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('data-disabled-reason')).toBe(false);
  });

  it('disables an action the real device cannot run, saying why, even for an operator', () => {
    me = { status: 'success', data: { roles: ['operator'], permissions: ['read', 'troubleshoot', 'pam'], scopes: null } };
    const first = availableDeviceActions(device).trouble_shooting_actions[0].action;
    const button = renderSection('trouble_shooting_actions', new Map([[first, 'no driver for this vendor (Fortinet)']]));
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('action-unavailable').textContent).toBe('Not available for this device: no driver for this vendor (Fortinet)');
  });
});
