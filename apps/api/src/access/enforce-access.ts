import { operationAccess, permissionFor, refusalReason, type OperationAccess } from '@nms/contract';
import type { FastifyReply, FastifyRequest, RouteOptions, onRequestHookHandler } from 'fastify';

const PREFIX = '/api/v1.0';

/** openapi.json's spelling of a route: no prefix, `{param}` for `:param`. */
export const operationPath = (url: string) => url.slice(PREFIX.length).replace(/:(\w+)/g, '{$1}');

const refuse = (reply: FastifyReply, message: string) => reply.status(403).send({ statusCode: 403, error: 'Forbidden', message });

function accessCheck(access: Exclude<OperationAccess, 'public' | 'signed-in'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // The scope's authenticate (or a route's own guard) has answered 401 already without a caller.
    if (!request.user) return reply.status(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Missing bearer token' });
    const permission = permissionFor(access, (request.params ?? {}) as Record<string, unknown>);
    // An unknown parameter value (an action that does not exist) is the route's own 400.
    if (!permission) return;
    const reason = refusalReason(request.user, permission);
    if (reason) return refuse(reply, reason);
  };
}

/**
 * onRoute hook of the /api/v1.0 scope: every route gets the check its row of the role table
 * (contract access/operation-access.ts) asks for, run after authentication and before the body is
 * validated. A route missing from the table stops the server: nothing is callable unclassified.
 */
export function enforceAccess(route: RouteOptions): void {
  if (!route.url.startsWith(`${PREFIX}/`)) return;
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) === 'HEAD' ? 'GET' : (route.method as string);
  const access = operationAccess(method, operationPath(route.url));
  if (access === undefined) {
    throw new Error(`${method} ${route.url} is not in the role table (packages/contract/src/access/operation-access.ts)`);
  }
  if (access === 'public' || access === 'signed-in') return;
  const check = accessCheck(access) as onRequestHookHandler;
  const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
  route.onRequest = [...existing, check];
}
