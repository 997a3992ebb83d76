import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../lib/auth/get-me';
import { UserRoles } from './user-roles';

let me: { status: string; isPending: boolean; data?: Partial<Me> } = { status: 'pending', isPending: true };
vi.mock('../../../lib/auth/get-me', () => ({ useMe: () => me }));

afterEach(cleanup);

describe('UserRoles (spec 001: the roles displayed on the user page)', () => {
  it('shows each role with what it allows', () => {
    me = {
      status: 'success',
      isPending: false,
      data: { roles: ['viewer', 'operator', 'engineer'], permissions: ['read', 'troubleshoot', 'pam', 'secured-actions'], scopes: null },
    };
    render(
      <MantineProvider>
        <UserRoles />
      </MantineProvider>,
    );
    expect([...screen.getByTestId('user-roles').querySelectorAll('[data-role]')].map((b) => b.textContent)).toEqual([
      'Viewer',
      'Operator',
      'Engineer',
    ]);
    expect(screen.getByTestId('user-role-summaries').textContent).toContain('reboots, resets, NOC switches');
    expect(screen.getByTestId('user-permissions').textContent).toBe(
      'May: Read every screen, Troubleshooting actions, PAM suspend, Secured actions, reboots, resets and NOC switches',
    );
  });
});
