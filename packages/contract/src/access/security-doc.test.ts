import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATION_ACCESS } from './operation-access';

/** An operation per row, and per value of a row that depends on a parameter (an action name). */
function operationsPerPermission(): Record<string, number> {
  const counts: Record<string, number> = {};
  const add = (permission: string) => (counts[permission] = (counts[permission] ?? 0) + 1);
  for (const access of Object.values(OPERATION_ACCESS)) {
    if (typeof access === 'string') add(access);
    else Object.values(access.values).forEach(add);
  }
  return counts;
}

/** docs/security.md's "- **read** (92 operations):" lines: the count each permission says it has. */
function documentedCounts(): Record<string, number> {
  const text = readFileSync(join(import.meta.dirname, '../../../../docs/security.md'), 'utf8');
  const counts: Record<string, number> = {};
  for (const m of text.matchAll(/^- \*\*([a-z-]+)\*\* \((\d+)(?: operations)?\)/gm)) counts[m[1]] = Number(m[2]);
  return counts;
}

describe('docs/security.md', () => {
  it('says how many operations each permission covers, as the role table has them', () => {
    const table = operationsPerPermission();
    const documented = documentedCounts();
    expect(Object.keys(documented).length).toBeGreaterThan(5);
    for (const [permission, count] of Object.entries(documented)) expect({ permission, count }).toEqual({ permission, count: table[permission] });
    const counted = Object.keys(table).filter((p) => p !== 'public' && p !== 'signed-in');
    expect(Object.keys(documented).sort()).toEqual(counted.sort());
  });
});
