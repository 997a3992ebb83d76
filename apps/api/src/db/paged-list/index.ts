/*
 * The one list machinery: every list the API serves pages here. The keyset tables (devices,
 * alerts, syslog) seek by key (page.ts, keyset.ts, landmarks.ts); every other list is an OFFSET
 * page of any FROM (sql-list.ts). Both give totals the same way (resolveTotal).
 */
export { COUNT_BUDGET_MS, COUNT_BUDGET_SETTINGS, countWithinBudget } from '../count-budget';
export {
  EXACT_TOTAL_LIMIT,
  pagedList,
  pagedStatements,
  planRows,
  resolveTotal,
  selectList,
  sortColumn,
  sortField,
  type ListRequest,
  type Page,
} from './page';
export { nameContainsWalk, otherLoweringLacking, pieceTotal } from './name-contains-walk';
export { sqlListBatches, sqlListPage, sqlListStatements, type PageOf, type SqlList } from './sql-list';
