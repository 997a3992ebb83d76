import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formDate } from '../logic/pam-dates';
import { PamSuspendForm } from './pam-suspend-form';

vi.mock('../../../lib/auth/user-manager', () => ({ currentIdToken: async () => 'token' }));
vi.mock('../../../lib/auth/session', () => ({ useSessionUser: () => ({ nickname: 'olivia' }) }));
// The caller's roles (GET /user/me): an operator, who may suspend.
vi.mock('../../../lib/auth/get-me', () => ({
  useMe: () => ({ status: 'success', data: { roles: ['operator'], permissions: ['read', 'troubleshoot', 'pam'], scopes: null } }),
}));

type Answer = { status: number; body: unknown } | Error;
const calls: { method: string; url: string; body?: unknown }[] = [];
let answers: Record<string, Answer[]> = {};

function stubFetch() {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const next = answers[method]?.shift() ?? { status: 200, body: { data: [], total: 0 } };
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  });
}

const now = () => Math.floor(Date.now() / 1000);
const notFound = { status: 404, body: { message: 'No PAM Schedule found for dev-1' } };
const schedule = (status: string) => ({
  status: 200,
  body: {
    data: [{ device_name: 'dev-1', status, start_time: now() - 60, end_time: now() + 7200, info: 'window', schedule_type: 'device', user: 'x' }],
    total: 1,
  },
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <PamSuspendForm deviceName="dev-1" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const status = () => (screen.getByLabelText('Current Status') as HTMLInputElement).value;

describe('PAM Suspend form', () => {
  beforeEach(() => {
    calls.length = 0;
    answers = {};
    stubFetch();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads the status of the device, and a 404 as no schedule', async () => {
    answers.GET = [notFound];
    renderForm();
    expect(await screen.findByText('No PAM Schedule found for dev-1')).toBeTruthy();
    expect(status()).toBe('PAM not suspended');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(calls[0].url).toBe('/api/v1.0/action/devices/pam-suspend?device_names=dev-1&active=true&missing=empty');
  });

  it('reads an empty answer (missing=empty) as no schedule, with the same notice', async () => {
    answers.GET = [{ status: 200, body: { data: [], total: 0 } }];
    renderForm();
    expect(await screen.findByText('No PAM Schedule found for dev-1')).toBeTruthy();
    expect(status()).toBe('PAM not suspended');
  });

  it('tells a server error and a network error apart', async () => {
    answers.GET = [{ status: 500, body: { message: 'db down' } }];
    renderForm();
    expect(await screen.findByText('Some error has occurred, Please try again later')).toBeTruthy();
    expect(status()).toBe('PAM Not Suspended');
    cleanup();
    answers.GET = [new TypeError('Failed to fetch')];
    renderForm();
    expect(await screen.findByText(/the server cannot be reached/)).toBeTruthy();
  });

  it('fills a live schedule and offers Remove', async () => {
    answers.GET = [schedule('sched')];
    renderForm();
    await waitFor(() => expect(status()).toBe('PAM Suspend is scheduled'));
    expect((screen.getByLabelText('Info', { exact: false }) as HTMLInputElement).value).toBe('window');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('creates with the signed-in nickname, and keeps what was typed when it fails', async () => {
    answers.GET = [notFound];
    answers.POST = [
      { status: 500, body: { message: 'boom' } },
      { status: 200, body: { data: [], total: 0 } },
    ];
    renderForm();
    await screen.findByText('No PAM Schedule found for dev-1');
    fireEvent.change(screen.getByLabelText('Info', { exact: false }), { target: { value: 'change 7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('PAM Suspend not created, Please try again later.')).toBeTruthy();
    expect((screen.getByLabelText('Info', { exact: false }) as HTMLInputElement).value).toBe('change 7');

    answers.GET = [schedule('pendsus')];
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('PAM Suspend created successfully')).toBeTruthy();
    const post = calls.filter((c) => c.method === 'POST').at(-1);
    expect(post?.body).toEqual([
      {
        schedule_type: 'device',
        device_name: 'dev-1',
        info: 'change 7',
        start_time: expect.any(Number),
        end_time: expect.any(Number),
        user: 'olivia',
        expected_version: 0,
      },
    ]);
    const [item] = post?.body as { start_time: number; end_time: number }[];
    expect(item.end_time - item.start_time).toBe(7200);
    await waitFor(() => expect(status()).toBe('PAM Suspend is pending'));
  });

  it('shows the required messages without calling the server', async () => {
    answers.GET = [notFound];
    renderForm();
    await screen.findByText('No PAM Schedule found for dev-1');
    fireEvent.change(screen.getByLabelText('Start Date', { exact: false }), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('End Date', { exact: false }), { target: { value: '13/45/2026 10:00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Start date is required')).toBeTruthy();
    expect(screen.getByText('The date must have the following format: MM/dd/yyyy HH:mm:ss (23:00:00)')).toBeTruthy();
    expect(screen.getByText('Info is required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("a create over a schedule it had not seen shows the server's 409, the holder's schedule, and keeps the typed Info", async () => {
    answers.GET = [{ status: 200, body: { data: [], total: 0 } }];
    const held = { ...schedule('sched').body.data[0], user: 'alice', info: 'alice window', version: 3 };
    const message = 'PAM Suspend of dev-1 was changed by alice: 11/24/2026 10:00:00 - 11/24/2026 12:00:00 (alice window)';
    answers.POST = [{ status: 409, body: { statusCode: 409, error: 'Conflict', message, current: [held] } }];
    renderForm();
    await screen.findByText('No PAM Schedule found for dev-1');
    fireEvent.change(screen.getByLabelText('Info', { exact: false }), { target: { value: 'bob window' } });
    answers.GET = [{ status: 200, body: { data: [held], total: 1 } }];
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('PAM Suspend created successfully')).toBeNull();
    await waitFor(() => expect(status()).toBe('PAM Suspend is scheduled'));
    expect((screen.getByLabelText('Start Date', { exact: false }) as HTMLInputElement).value).toBe(formDate(held.start_time));
    expect((screen.getByLabelText('End Date', { exact: false }) as HTMLInputElement).value).toBe(formDate(held.end_time));
    expect((screen.getByLabelText('Info', { exact: false }) as HTMLInputElement).value).toBe('bob window');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject([{ expected_version: 0 }]);

    // Now the operator has seen alice's schedule: a second Create says so (version 3).
    answers.POST = [{ status: 200, body: { data: [], total: 0 } }];
    fireEvent.change(screen.getByLabelText('Start Date', { exact: false }), { target: { value: formDate(now()) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('PAM Suspend created successfully')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject([{ expected_version: 3, info: 'bob window' }]);
  });

  it('a Remove of a schedule already gone says so and shows the status as it is now', async () => {
    answers.GET = [{ status: 200, body: { data: [{ ...schedule('sus').body.data[0], version: 5 }], total: 1 } }];
    answers.DELETE = [notFound];
    renderForm();
    await waitFor(() => expect(status()).toBe('PAM Suspended'));
    answers.GET = [{ status: 200, body: { data: [], total: 0 } }];
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No PAM Schedule found for dev-1')).toBeTruthy();
    expect(screen.queryByText('PAM Suspend not removed, Please try again later.')).toBeNull();
    await waitFor(() => expect(status()).toBe('PAM not suspended'));
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toContain('versions=5');
  });
});
