import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GridPager, pagerText, totalText, type PagerInfo } from './grid-pager';

const show = (info: PagerInfo) =>
  render(
    <MantineProvider>
      <GridPager {...info} pageSize={25} pageSizes={[15, 25]} onPage={() => {}} onPageSize={() => {}} />
    </MantineProvider>,
  );

describe('the pager total ({2} of the spec text)', () => {
  afterEach(cleanup);

  it('shows an exact total as the number', () => {
    expect(totalText(57)).toBe('57');
    expect(totalText(57, 'eq', 90_000)).toBe('57');
    expect(pagerText(1, 3, 57, 'eq')).toBe('Page 1 of 3 (57)');
  });

  it("shows a lower bound as 'N+' and a bigger estimate as 'about N'", () => {
    expect(totalText(5_001, 'gte')).toBe('5001+');
    expect(totalText(5_001, 'gte', 4_000)).toBe('5001+');
    expect(totalText(5_001, 'gte', 1_000_000)).toBe('about 1000000');
  });

  it('renders the spec text with the bound or the estimate, paging only through the bound', () => {
    show({ page: 0, pages: 201, total: 5_001, relation: 'gte' });
    expect(screen.getByTestId('pager-text').textContent).toBe('Page 1 of 201 (5001+)');
    cleanup();
    show({ page: 2, pages: 201, total: 5_001, relation: 'gte', estimate: 1_000_000 });
    expect(screen.getByTestId('pager-text').textContent).toBe('Page 3 of 201 (about 1000000)');
    expect(screen.getByText('201')).toBeTruthy();
    expect(screen.queryByText('202')).toBeNull();
  });

  it('renders an exact total unchanged', () => {
    show({ page: 0, pages: 1, total: 0 });
    expect(screen.getByTestId('pager-text').textContent).toBe('Page 1 of 1 (0)');
  });
});

describe('GridPager while the count is not known', () => {
  afterEach(cleanup);
  it('says loading with the page asked for, never (0)', () => {
    show({ page: 2, pages: 1, total: 0, loading: true });
    expect(screen.getByTestId('pager-text').textContent).toBe('Page 3 (Loading...)');
  });
});
