import { Group, Pagination, Select, Text } from '@mantine/core';

export interface PagerInfo {
  page: number;
  pages: number;
  /** Rows the pager pages through: exact, or a lower bound when `relation` is 'gte'. */
  total: number;
  relation?: 'eq' | 'gte';
  /** The server's estimate of all matches, shown when the total is only a lower bound. */
  estimate?: number;
  /** No answer yet: the count is not known, and the pager says so rather than '(0)'. */
  loading?: boolean;
}

export interface GridPagerProps extends PagerInfo {
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/**
 * {2} of the pager text: the exact total; 'N+' when the server counted only so far (every page
 * the pager offers still has rows); 'about N' when it adds an estimate beyond that bound.
 */
export function totalText(total: number, relation?: 'eq' | 'gte', estimate?: number): string {
  if (relation !== 'gte') return String(total);
  return estimate !== undefined && estimate > total ? `about ${estimate}` : `${total}+`;
}

/** 'Page {0} of {1} ({2})'. */
export const pagerText = (page: number, pages: number, total: number, relation?: 'eq' | 'gte', estimate?: number): string =>
  `Page ${page} of ${pages} (${totalText(total, relation, estimate)})`;

/** The pager text while the grid waits for its first answer (the page it asked for, no count yet). */
export const loadingPagerText = (page: number): string => `Page ${page} (Loading...)`;

/** Page selector and pager text under every grid. */
export function GridPager({ page, pages, total, relation, estimate, loading, pageSize, pageSizes, onPage, onPageSize }: GridPagerProps) {
  return (
    <Group justify="space-between" gap="sm" pt={8} wrap="wrap" data-testid="grid-pager">
      <Group gap={8}>
        <Text size="sm" c="dimmed">
          Page size
        </Text>
        <Select
          size="xs"
          w={80}
          aria-label="Page size"
          allowDeselect={false}
          value={String(pageSize)}
          data={pageSizes.map(String)}
          onChange={(v) => v && onPageSize(Number(v))}
        />
      </Group>
      <Group gap="md">
        <Text size="sm" data-testid="pager-text" aria-busy={loading}>
          {loading ? loadingPagerText(page + 1) : pagerText(page + 1, pages, total, relation, estimate)}
        </Text>
        <Pagination
          size="sm"
          total={pages}
          value={page + 1}
          onChange={(p) => onPage(p - 1)}
          withEdges
          siblings={1}
          getControlProps={(c) => ({ 'aria-label': `${c} page` })}
        />
      </Group>
    </Group>
  );
}
