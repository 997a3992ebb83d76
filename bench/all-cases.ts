import { CASES, type BenchCase } from './cases';
import { pagingCases } from './paging-cases';

/**
 * The api-bench cases at a fleet size: bench/cases.ts, then the deep-page pair of
 * bench/paging-cases.ts. Both files number their cases D6/D7; a paging case whose id is taken
 * gets a P in front (PD6 deep page, PD7 its page 1), so results and the Lucene column match by id.
 */
export function benchCases(devices: number): BenchCase[] {
  const taken = new Set(CASES.map((c) => c.id));
  return [...CASES, ...pagingCases(devices).map((c) => (taken.has(c.id) ? { ...c, id: `P${c.id}` } : c))];
}
