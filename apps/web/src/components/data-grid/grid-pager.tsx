import { Group, Pagination, Select, Text } from '@mantine/core';

export interface PagerInfo {
  page: number;
  pages: number;
  total: number;
}

export interface GridPagerProps extends PagerInfo {
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** 'Page {0} of {1} ({2})'. */
export const pagerText = (page: number, pages: number, total: number): string => `Page ${page} of ${pages} (${total})`;

/** Page selector and pager text under every grid. */
export function GridPager({ page, pages, total, pageSize, pageSizes, onPage, onPageSize }: GridPagerProps) {
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
        <Text size="sm" data-testid="pager-text">
          {pagerText(page + 1, pages, total)}
        </Text>
        <Pagination size="sm" total={pages} value={page + 1} onChange={(p) => onPage(p - 1)} withEdges siblings={1} getControlProps={(c) => ({ 'aria-label': `${c} page` })} />
      </Group>
    </Group>
  );
}
