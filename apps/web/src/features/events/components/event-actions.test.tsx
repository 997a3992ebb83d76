import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../components/notice/messages';
import { EventActions } from './event-actions';
import { EventPopups } from './event-popups';

// The caller's roles (GET /user/me): an operator, who may ping.
vi.mock('../../../lib/auth/get-me', () => ({
  useMe: () => ({ status: 'success', data: { roles: ['operator'], permissions: ['read', 'troubleshoot', 'pam'], scopes: null } }),
}));

const wrap = (elementName: string | null) =>
  render(
    <MantineProvider>
      <EventPopups>
        <EventActions row={{ name: 'a1', severity: 1, active: true, elementName }} />
      </EventPopups>
    </MantineProvider>,
  );

afterEach(cleanup);

describe('EventActions', () => {
  it.each(['', '_e', 'notset', null])('is disabled for the device name %j', (name) => {
    wrap(name);
    expect((screen.getByRole('button', { name: /^Actions for / }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the not-built notice for Show Map in a popup that stays until its button closes it', async () => {
    wrap('ACME-00001-VSAT1');
    const button = screen.getByRole('button', { name: 'Actions for ACME-00001-VSAT1' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Show Map' }));
    const popup = await screen.findByRole('dialog', { name: 'Show Map' });
    expect(popup.textContent).toContain(MESSAGES.notBuilt);
    fireEvent.mouseDown(document.body);
    expect(screen.getByRole('dialog', { name: 'Show Map' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Show Map' })).toBeNull();
  });

  it('lists Ping, enabled for an operator once the role check loads', async () => {
    wrap('ACME-00001-VSAT1');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for ACME-00001-VSAT1' }));
    const ping = () => screen.getByText('Ping').closest('[role=menuitem]');
    await waitFor(() => expect(ping()?.hasAttribute('data-disabled')).toBe(false), { timeout: 15_000 });
    expect(ping()?.hasAttribute('data-disabled-reason')).toBe(false);
  });
});
