import type { FastifyRequest } from 'fastify';
import { operationPath } from '../../access/enforce-access';
import type { AuditEntry } from './repository';

const PREFIX = '/api/v1.0/';
const MAX_DEVICES = 100;

type Entry = Omit<AuditEntry, 'actor'>;

/** 401 and 403 are refusals (who may not), other 4xx and 5xx failures (what went wrong). */
export const outcomeOf = (status: number): string => (status < 400 ? 'success' : status === 401 || status === 403 ? 'refused' : 'failure');

const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : Array.isArray(v)
      ? v.filter((s): s is string => typeof s === 'string')
      : [];

/** The devices a call names: device_name(s) in the path, the query or a body (one object or a list of them). */
export function devicesOf(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): string[] {
  const sources = [request.params, request.query, ...(Array.isArray(request.body) ? request.body : [request.body])];
  const names = new Set<string>();
  for (const s of sources) {
    if (!s || typeof s !== 'object') continue;
    const o = s as Record<string, unknown>;
    for (const n of [...strings(o.device_name), ...strings(o.device_names)]) if (names.size < MAX_DEVICES) names.add(n);
  }
  return [...names];
}

/**
 * What a device action is called in the trail: the {action} parameter or the path's segment after
 * /action/device(s)/ (so a refused reboot reads 'reboot', as the allowed one does); any other call
 * is its operation, e.g. 'PUT /svn/svi_hughes_ems/{id}'.
 */
export function actionOf(method: string, routeUrl: string, params: unknown): string {
  const path = operationPath(routeUrl);
  const param = (params as Record<string, unknown> | undefined)?.action;
  if (typeof param === 'string' && param !== '') return param;
  const m = /^\/action\/devices?\/([^/{]+)/.exec(path);
  return m ? m[1] : `${method} ${path}`;
}

/** The error message of a JSON error answer, if any. */
function messageOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || payload.length > 20_000) return undefined;
  try {
    const body = JSON.parse(payload) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** The entry of a write or action that did not record its own, from the request and its answer. */
export function fallbackEntry(request: FastifyRequest, routeUrl: string, status: number, payload: unknown): Entry {
  const message = status >= 400 ? messageOf(payload) : undefined;
  return {
    action: actionOf(request.method, routeUrl, request.params),
    deviceNames: devicesOf(request),
    outcome: outcomeOf(status),
    target: request.url.split('?')[0].slice(PREFIX.length),
    detail: { method: request.method, operation: operationPath(routeUrl), status, ...(message ? { message } : {}) },
  };
}
