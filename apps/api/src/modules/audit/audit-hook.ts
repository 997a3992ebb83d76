import { operationAccess, type OperationAccess } from '@nms/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { operationPath } from '../../access/enforce-access';
import { actorOf, currentRequest, type RequestContext } from '../../lib/request-context';
import { recordAudit } from './repository';
import { needsEntry } from './audit-state';
import { fallbackEntry } from './fallback-entry';

/** Reads that change nothing: every other GET under /api/v1.0 is an action and is audited. */
const READ_ACCESS: ReadonlySet<OperationAccess> = new Set<OperationAccess>(['read', 'public', 'signed-in', 'admin', 'ingest']);

/**
 * GETs the role table guards like an action that only read what an action made: the capture's
 * file (the capture itself is audited when it runs).
 */
const ACTION_READS: ReadonlySet<string> = new Set(['/action/device/packet-capture/download']);

/** Whether a call of this route is a write or an action (the role table says which GETs act). */
export function isAudited(method: string, routeUrl: string): boolean {
  // A property of the route, not the request: worked out once per route, not on every answer.
  const key = `${method} ${routeUrl}`;
  let audited = auditedRoutes.get(key);
  if (audited === undefined) auditedRoutes.set(key, (audited = routeIsAudited(method, routeUrl)));
  return audited;
}

const auditedRoutes = new Map<string, boolean>();

function routeIsAudited(method: string, routeUrl: string): boolean {
  if (method === 'OPTIONS') return false;
  const path = operationPath(routeUrl);
  // A POST the role table calls a read (the live stream carries its views in a body) changes nothing.
  if (method !== 'GET' && method !== 'HEAD') return operationAccess(method, path) !== 'read';
  if (ACTION_READS.has(path)) return false;
  const access = operationAccess('GET', path);
  return access !== undefined && !READ_ACCESS.has(access);
}

/**
 * The audit trail's safety net (issue 17 item 5): every write and action of a verified caller
 * has an entry, by construction. Routes that write their own entry (with its detail, target and
 * before/after) mark the request audited; for any other, and for calls refused before their
 * handler ran (403 by the role table, 400 by the schema, 409), this writes one from the answer.
 * It runs in onSend, before the answer leaves: whoever sees the answer can read the entry.
 * Callers without a verified token are not audited here (their 401 is in the log with its
 * request id; failed sign-ins have their own entries).
 */
export const auditHook = fp(
  async (app: FastifyInstance) => {
    const contexts = new WeakMap<FastifyRequest, RequestContext>();
    app.addHook('onRequest', async (request) => {
      const context = currentRequest();
      if (context) contexts.set(request, context);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const url = request.routeOptions.url;
      if (!url || !request.user || !isAudited(request.method, url)) return payload;
      const context = contexts.get(request) ?? currentRequest();
      if (context && !needsEntry(context, reply.statusCode)) return payload;
      try {
        const entry = fallbackEntry(request, url, reply.statusCode, payload);
        await recordAudit(app.db, { actor: actorOf(request.user), ...entry });
      } catch (err) {
        // The answer is what the caller needs; a lost entry is logged with the request id.
        request.log.error({ err }, 'audit entry could not be written');
      }
      return payload;
    });
  },
  { name: 'audit-hook' },
);
