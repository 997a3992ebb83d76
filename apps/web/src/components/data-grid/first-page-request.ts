import type { PageRequest } from '@nms/contract';
import { loadLayout } from './grid-layout';
import type { SortSpec } from './types';

/**
 * The page a server-paged grid without a base query asks for first, read from its remembered
 * layout, so a screen can start that request before the grid's chunk has loaded (issue 19, first
 * rows). Undefined when the layout holds a filter, a search or query text: only the grid builds those.
 */
export function firstPageRequest(gridId: string, defaults: { pageSize: number; sort?: SortSpec }): PageRequest | undefined {
  const layout = loadLayout(gridId);
  const filters = layout.state?.filter?.filterModel;
  if (layout.search || layout.lucene || (filters && Object.keys(filters).length > 0)) return undefined;
  const pageSize = layout.pageSize ?? defaults.pageSize;
  const stored = layout.state?.sort?.sortModel?.[0];
  const sort = stored ? { field: stored.colId, order: stored.sort } : defaults.sort;
  const page = layout.state?.pagination?.page ?? 0;
  return { query: '*', sort: sort?.field, order: sort?.order, offset: page * pageSize, limit: pageSize };
}
