import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateTokenModal } from './create-token-modal';

vi.mock('../../../lib/auth/user-manager', () => ({ currentIdToken: async () => 'token' }));

const calls: { method: string; url: string; body?: unknown }[] = [];
let answer: { status: number; body: unknown } = { status: 201, body: {} };

function renderForm() {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <CreateTokenModal onClose={onClose} onCreated={onCreated} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onClose, onCreated };
}

const nameInput = () => screen.getByLabelText(/^Name\s*\*?$/) as HTMLInputElement;
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create' }));

describe('Create token form', () => {
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for a name and sends nothing without one', async () => {
    renderForm();
    create();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends kind, name and the checked scopes, and hands the answer with its secret on', async () => {
    answer = { status: 201, body: { id: 7, name: 'report', secret: 'nmst_abc' } };
    const { onCreated } = renderForm();
    fireEvent.change(nameInput(), { target: { value: ' report ' } });
    fireEvent.click(screen.getByLabelText(/^cmdb:/));
    create();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ secret: 'nmst_abc' })));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1.0/admin/api-tokens',
      body: { kind: 'service', name: 'report', scopes: ['read', 'cmdb'], expiresAt: null },
    });
  });

  it("shows the server's refusal and keeps the form", async () => {
    answer = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'expiresAt: at most 365 days ahead (API_TOKEN_MAX_DAYS)' } };
    const { onCreated } = renderForm();
    fireEvent.change(nameInput(), { target: { value: 'report' } });
    create();
    expect(await screen.findByText(/at most 365 days ahead/)).toBeTruthy();
    expect(nameInput().value).toBe('report');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
