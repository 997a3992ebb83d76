import type { PagedQuery } from '@nms/contract';
import type { BenchCase } from './cases';

/** Issue 19's deep page: page 10,000 of 15 rows (offset 149,985) at 1M devices. */
export const DEEP_PAGE = 10_000;
const PAGE_SIZE = 15;

/**
 * A deep page and the first page of the same query and sort (target: the deep one costs at most
 * twice the first). A smaller fleet has no page 10,000: its deep page is the one 90% into it
 * (page 6,000 at 100k devices). The API seeks it by key from a remembered position after its
 * first call; the SQL floor runs the OFFSET statement, i.e. what the API ran before.
 *   api-bench: `const cases = [...CASES, ...pagingCases(devices)];` in place of CASES.
 */
export function pagingCases(devices: number): BenchCase[] {
  const page = Math.max(1, Math.min(DEEP_PAGE, Math.floor((devices * 0.9) / PAGE_SIZE)));
  const q: PagedQuery = { sort: 'managementIp', order: 'desc', limit: PAGE_SIZE };
  return [
    {
      id: 'D6',
      what: `devices, page ${page.toLocaleString('en-US')} by managementIp desc`,
      kind: 'devices',
      q: { ...q, offset: (page - 1) * PAGE_SIZE },
    },
    { id: 'D7', what: 'devices, page 1 by managementIp desc', kind: 'devices', q },
  ];
}
