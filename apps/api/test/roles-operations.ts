import { operationAccess, permissionFor, type Permission } from '@nms/contract';
import { baseParameters, operationsOf, sample, urlOf, type Operation } from './fuzz-openapi-helpers';

/**
 * Every operation of openapi.json as one or more concrete calls with the permission each needs:
 * a by-parameter row (the multi actions) becomes one call per value it lists. Parameters and
 * bodies are the fuzz test's plausible samples; an allowed call may still answer 400 or 404.
 */
export interface RoleCall {
  /** `METHOD /path` as the role table writes it, with a by-parameter value appended. */
  label: string;
  method: string;
  url: string;
  payload?: string;
  need: Permission | 'public' | 'signed-in';
}

const PREFIX = '/api/v1.0';

export function roleCalls(doc: unknown): { calls: RoleCall[]; unclassified: string[]; operations: Operation[] } {
  const operations = operationsOf(doc as Parameters<typeof operationsOf>[0]);
  const calls: RoleCall[] = [];
  const unclassified: string[] = [];
  for (const op of operations) {
    const path = op.path.startsWith(PREFIX) ? op.path.slice(PREFIX.length) : op.path;
    const access = operationAccess(op.method, path);
    if (access === undefined) {
      unclassified.push(`${op.method} ${path}`);
      continue;
    }
    const base = baseParameters(op);
    const payload = op.body ? JSON.stringify(sample(op.body)) : undefined;
    const call = (label: string, pathParams: Record<string, string>, need: RoleCall['need']) =>
      calls.push({ label, method: op.method, url: urlOf(op, pathParams, base.query), payload, need });
    if (access === 'public' || access === 'signed-in') call(`${op.method} ${path}`, base.path, access);
    else if (typeof access === 'string') call(`${op.method} ${path}`, base.path, access);
    else {
      for (const value of Object.keys(access.values)) {
        const params = { ...base.path, [access.param]: value };
        call(`${op.method} ${path} ${access.param}=${value}`, params, permissionFor(access, params) as Permission);
      }
    }
  }
  return { calls, unclassified, operations };
}

/**
 * Rows of the table whose route is registered but not in openapi.json (the document itself, a
 * route hidden from it), as calls with 'x' for each path parameter, so they are checked too.
 */
export function hiddenRouteCalls(rows: Record<string, unknown>, documented: string[], hasRoute: (method: string, url: string) => boolean) {
  const calls: RoleCall[] = [];
  const missing: string[] = [];
  for (const [row, access] of Object.entries(rows)) {
    if (documented.includes(row)) continue;
    const [method, path] = row.split(' ');
    if (!hasRoute(method, `${PREFIX}${path.replace(/\{(\w+)\}/g, ':$1')}`)) {
      missing.push(row);
      continue;
    }
    if (typeof access !== 'string') throw new Error(`${row}: a by-parameter row hidden from openapi.json`);
    calls.push({ label: row, method, url: `${PREFIX}${path.replace(/\{\w+\}/g, 'x')}`, need: access as RoleCall['need'] });
  }
  return { calls, missing };
}

/** Paths of openapi.json as the role table keys them (`METHOD /path`, no prefix). */
export const operationKeys = (operations: Operation[]) =>
  operations.map((op) => `${op.method} ${op.path.startsWith(PREFIX) ? op.path.slice(PREFIX.length) : op.path}`);

/** Runs `fn` over `items`, `width` at a time (parallel injects without a thousand at once). */
export async function inBatches<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(fn))));
  return out;
}
