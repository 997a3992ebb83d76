import type { PageRequest } from '@nms/contract';
import { buildPageRequest } from './grid-query';
import { loadLayout } from './grid-layout';
import type { SortSpec } from './types';

/**
 * The page a server-paged grid without a base query asks for first, read from its remembered
 * layout, so a screen can start that request before the grid's chunk has loaded (issue 19, first
 * rows). Built by the grid's own buildPageRequest, so the two cannot drift. Undefined when the
 * layout holds a filter, a search or query text: only the grid, with its columns, builds those.
 */
export function firstPageRequest(gridId: string, defaults: { pageSize: number; sort?: SortSpec }): PageRequest | undefined {
  const layout = loadLayout(gridId);
  const filters = layout.state?.filter?.filterModel;
  if (layout.search || layout.lucene || (filters && Object.keys(filters).length > 0)) return undefined;
  const pageSize = layout.pageSize ?? defaults.pageSize;
  const startRow = (layout.state?.pagination?.page ?? 0) * pageSize;
  return buildPageRequest(
    { columns: [], search: '', searchFields: [], defaultSort: defaults.sort },
    { startRow, endRow: startRow + pageSize, sortModel: layout.state?.sort?.sortModel ?? [], filterModel: null },
  );
}
