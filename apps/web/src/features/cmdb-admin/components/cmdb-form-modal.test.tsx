import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CmdbFormModal } from './cmdb-form-modal';

vi.mock('../../../lib/auth/user-manager', () => ({ currentIdToken: async () => 'token' }));

// jsdom has no document.fonts; Mantine's autosize textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
}

const calls: { method: string; url: string; body?: unknown }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const NO_LOOKUPS = { lookups: {}, serviceInstances: [], error: null };

function renderForm(props: Partial<Parameters<typeof CmdbFormModal>[0]> = {}) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <CmdbFormModal collection="svi_hughes_ems" lookups={NO_LOOKUPS} onClose={onClose} {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onClose;
}

// A required field's label ends in Mantine's asterisk.
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe('CMDB form', () => {
  beforeEach(() => {
    calls.length = 0;
    answer = { status: 200, body: {} };
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names a missing required field under it and sends nothing', async () => {
    renderForm();
    type('Name', 'EMS-A');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Host Name is required')).toBeTruthy();
    expect(input('Name').value).toBe('EMS-A');
    expect(calls).toHaveLength(0);
  });

  it('keeps the form and what was typed when the server refuses a create', async () => {
    answer = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'name EMS-A exists already' } };
    const onClose = renderForm();
    type('Name', 'EMS-A');
    type('Host Name', 'ems-a.example');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not able to create, name EMS-A exists already')).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1.0/svn/svi_hughes_ems',
      body: { name: 'EMS-A', host_name: 'ems-a.example', notes: null },
    });
    expect(input('Name').value).toBe('EMS-A');
    expect(input('Host Name').value).toBe('ems-a.example');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the changed fields only on edit, and closes on success', async () => {
    const row = { ems_id: 7, name: 'EMS-B', host_name: 'b.example', notes: null, dttm: '2026-01-01T00:00:00Z', version: 3 };
    const onClose = renderForm({ row });
    type('Host Name', 'b2.example');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The version the form was opened on goes with the edit (issue 30, item 12).
    expect(calls).toEqual([{ method: 'PUT', url: '/api/v1.0/svn/svi_hughes_ems/7', body: { host_name: 'b2.example', version: 3 } }]);
  });

  it('says so when the server refuses an update', async () => {
    answer = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'EMS 7 not found' } };
    const row = { ems_id: 7, name: 'EMS-B', host_name: 'b.example', notes: null, dttm: '2026-01-01T00:00:00Z' };
    renderForm({ row });
    type('Notes', 'moved');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not able to update, EMS 7 not found')).toBeTruthy();
    expect(input('Notes').value).toBe('moved');
  });

  it('refuses a number it would have to guess at, under the field, keeping the typed text', async () => {
    renderForm({ collection: 'svi_hughes_locations' });
    type('Name', 'Boise');
    for (const text of ['12abc34', '1e3', '11,7005']) {
      type('Longitude', text);
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Longitude must be a number such as 11700.5 or 11,700.5')).toBeTruthy();
      expect(input('Longitude').value).toBe(text);
    }
    type('Longitude', '-11,700.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Longitude must be between -180 and 180')).toBeTruthy();
    expect(calls).toHaveLength(0);
    type('Longitude', '-104.99');
    type('Latitude', '39.74');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ name: 'Boise', longitude: -104.99, latitude: 39.74 });
  });
});
