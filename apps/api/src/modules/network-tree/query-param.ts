import type { FieldTable } from '@nms/contract';
import { HttpError, badRequest } from '../../lib/http-error';
import { compileLucene } from '../../query';

/**
 * The SQL condition of a `query` parameter. The compiler's messages name the query's own field
 * ('Unknown field x in query'); this one also names the parameter, as every 400 must.
 */
export function queryParam(query: string | undefined, fields: FieldTable, defaultFields: readonly string[]) {
  try {
    return compileLucene(query, { fields, defaultFields });
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) throw badRequest(`Invalid query: ${err.message}`);
    throw err;
  }
}
