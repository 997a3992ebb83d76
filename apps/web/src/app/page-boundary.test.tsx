import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageBoundary } from './page-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('page error boundary', () => {
  afterEach(cleanup);

  it("shows 'Page has erros, please fix!!!' on a render error", () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MantineProvider>
        <PageBoundary>
          <Broken />
        </PageBoundary>
      </MantineProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Page has erros, please fix!!!');
    spy.mockRestore();
  });

  it('renders the page when nothing fails', () => {
    render(
      <MantineProvider>
        <PageBoundary>
          <p>fine</p>
        </PageBoundary>
      </MantineProvider>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
  });
});
