import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { AlertWorkflowPopup } from './alert-workflow-popup';

vi.mock('../../../lib/auth/get-me', () => ({ useMe: () => ({ status: 'success', data: { nickname: 'olivia' } }) }));

const post = vi.hoisted(() => vi.fn());
const put = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  api: { post, put },
}));

const row = { id: 7, name: 'NOTIFICATION-Router_A/wan0_Down', elementName: 'ACME-00001-VSAT1', acknowledged: false, workflowVersion: 3 };

afterEach(() => {
  cleanup();
  post.mockReset();
  put.mockReset();
});

const open = (kind: 'acknowledge' | 'assign', onSaved = vi.fn(), onClose = vi.fn()) => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <AlertWorkflowPopup kind={kind} row={row} onSaved={onSaved} onClose={onClose} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { onSaved, onClose };
};

describe('AlertWorkflowPopup', () => {
  it('acknowledges at the version read, with the note typed', async () => {
    const saved = { ...row, acknowledged: true, ackedBy: 'olivia', workflowVersion: 4 };
    post.mockResolvedValue(saved);
    const { onSaved, onClose } = open('acknowledge');
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'truck rolled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/alerts/{id}/acknowledge', { path: { id: 7 }, body: { version: 3, note: 'truck rolled' } });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('keeps the note and shows the refusal when someone changed the alert; a second press uses the version now stored', async () => {
    const message = "the alert 'x' changed meanwhile (engineer acknowledged it; version 4, not 3); reload and try again";
    post.mockRejectedValueOnce(new ApiError(message, 409, { current: { ...row, acknowledged: true, ackedBy: 'engineer', workflowVersion: 4 } }));
    post.mockResolvedValueOnce({ ...row, workflowVersion: 5 });
    const { onClose } = open('acknowledge');
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'mine now' } });
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect((await screen.findByTestId('alert-workflow-error')).textContent).toBe(message);
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('mine now');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post).toHaveBeenLastCalledWith('/alerts/{id}/acknowledge', { path: { id: 7 }, body: { version: 4, note: 'mine now' } });
  });

  it('assigns to the caller by default', async () => {
    put.mockResolvedValue({ ...row, owner: 'olivia', workflowVersion: 4 });
    open('assign');
    expect((screen.getByLabelText(/Owner/) as HTMLInputElement).value).toBe('olivia');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/alerts/{id}/owner', { path: { id: 7 }, body: { version: 3, owner: 'olivia' } }));
  });
});
