import type { PageRequest } from '@nms/contract';

/**
 * A grid's page request as the paged calls take it (query, sort, order, offset, limit); '*'
 * (the grid's "everything") is left out of the query.
 */
export const pageParams = (request: PageRequest) => ({
  query: request.query && request.query !== '*' ? request.query : undefined,
  sort: request.sort,
  order: request.order,
  offset: request.offset,
  limit: request.limit,
});
