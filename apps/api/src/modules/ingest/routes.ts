import {
  DeviceIngestBody,
  DeviceRetireBody,
  GroupDeleteBody,
  GroupIngestBody,
  GroupMemberDeleteBody,
  GroupMemberIngestBody,
  GroupMemberIngestQuery,
  IngestAnswer,
  IngestBadRequest,
  IngestQuery,
  LocationDeleteBody,
  LocationIngestBody,
  ErrorAnswer,
} from '@nms/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { HttpError } from '../../lib/http-error';
import { nativeJson } from '../../lib/native-json';
import { actorOf } from '../../lib/request-context';
import { ingestDeviceRows, retireDeviceNames } from './device-ingest';
import { parseJsonRows, readNdjsonRows, type IngestBody } from './ingest-body';
import { ingestValidator } from './ingest-validator';
import { deleteGroupRefs, deleteLocationIds, ingestGroupRows, ingestLocationRows, ingestMemberRows, removeMemberRefs } from './inventory-ingest';
import { DOCS } from './route-docs';

/** 100,000 rows of a full device record are ~100 MB of JSON; leave room. */
export const INGEST_BODY_LIMIT = 200 * 1024 * 1024;

/**
 * Device rows one transaction writes on the embedded engine: its one session is held by a
 * transaction, and 2,000 rows take about half a second there, so other users' reads wait at
 * most that long during a 100,000-device import (issue 31 item 4).
 */
export const EMBEDDED_SLICE_ROWS = 2_000;

const tags = ['Ingest'];
const answers = { 200: IngestAnswer, 400: IngestBadRequest, 401: ErrorAnswer, 403: ErrorAnswer, 413: ErrorAnswer };
const call = (req: FastifyRequest, dryRun = false) => ({ actor: actorOf(req.user), dryRun, action: '' });
const notRows = () =>
  new HttpError(400, 'Content-Type must be application/json (a JSON array) or application/x-ndjson (one JSON object a line)', {
    errors: [{ line: 0, field: '', message: 'unsupported Content-Type' }],
  });

/** POSTs: bodies of rows, JSON array or NDJSON stream, parsed by the ingest rules (ingest-body.ts). */
async function postRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: INGEST_BODY_LIMIT }, (_req, text, done) => {
    try {
      done(null, parseJsonRows(text as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.addContentTypeParser('application/x-ndjson', (_req: FastifyRequest, payload: Readable) => readNdjsonRows(payload, INGEST_BODY_LIMIT));
  app.addContentTypeParser('*', (_req, payload, done) => {
    payload.resume();
    done(notRows(), undefined);
  });
  app.setValidatorCompiler(ingestValidator);
  const opts = { bodyLimit: INGEST_BODY_LIMIT, config: { bulk: true }, ...nativeJson };
  type Post<Q = IngestQuery> = { Body: IngestBody; Querystring: Q };
  const rows = (req: FastifyRequest<Post<unknown>>) => {
    if (!req.body) throw notRows();
    return req.body;
  };

  app.post<Post>(
    '/ingest/devices',
    { schema: { tags, ...DOCS.postDevices, querystring: IngestQuery, body: DeviceIngestBody, response: answers }, ...opts },
    (req) =>
      ingestDeviceRows(app.db, rows(req), {
        ...call(req, req.query.dryRun),
        sliceRows: app.database.engine === 'pglite' ? EMBEDDED_SLICE_ROWS : undefined,
      }),
  );
  app.post<Post>(
    '/ingest/locations',
    { schema: { tags, ...DOCS.postLocations, querystring: IngestQuery, body: LocationIngestBody, response: answers }, ...opts },
    (req) => ingestLocationRows(app.db, rows(req), call(req, req.query.dryRun)),
  );
  app.post<Post>(
    '/ingest/groups',
    { schema: { tags, ...DOCS.postGroups, querystring: IngestQuery, body: GroupIngestBody, response: answers }, ...opts },
    (req) => ingestGroupRows(app.db, rows(req), call(req, req.query.dryRun)),
  );
  app.post<Post<GroupMemberIngestQuery>>(
    '/ingest/group-members',
    { schema: { tags, ...DOCS.postMembers, querystring: GroupMemberIngestQuery, body: GroupMemberIngestBody, response: answers }, ...opts },
    (req) => ingestMemberRows(app.db, rows(req), call(req, req.query.dryRun), req.query.replace ?? false),
  );
}

/** DELETEs: a small JSON object naming what to take out, checked by the app's schema validator. */
async function deleteRoutes(app: FastifyInstance) {
  const opts = { bodyLimit: 50 * 1024 * 1024, config: { bulk: true }, ...nativeJson };
  app.delete<{ Body: DeviceRetireBody }>(
    '/ingest/devices',
    { schema: { tags, ...DOCS.deleteDevices, body: DeviceRetireBody, response: answers }, ...opts },
    (req) => retireDeviceNames(app.db, req.body.names, call(req)),
  );
  app.delete<{ Body: LocationDeleteBody }>(
    '/ingest/locations',
    { schema: { tags, ...DOCS.deleteLocations, body: LocationDeleteBody, response: answers }, ...opts },
    (req) => deleteLocationIds(app.db, req.body.customerLocationIds, call(req)),
  );
  app.delete<{ Body: GroupDeleteBody }>(
    '/ingest/groups',
    { schema: { tags, ...DOCS.deleteGroups, body: GroupDeleteBody, response: answers }, ...opts },
    (req) => deleteGroupRefs(app.db, req.body.groups, call(req)),
  );
  app.delete<{ Body: GroupMemberDeleteBody }>(
    '/ingest/group-members',
    { schema: { tags, ...DOCS.deleteMembers, body: GroupMemberDeleteBody, response: answers }, ...opts },
    (req) => removeMemberRefs(app.db, req.body.members, call(req)),
  );
}

/**
 * The inventory ingest API (issue 16): service accounts (INGEST_GROUP) and admins only. Every
 * call is one transaction with its audit entry (a device call on the embedded engine: one per
 * EMBEDDED_SLICE_ROWS rows); `?dryRun=true` counts and writes nothing.
 */
export async function ingestRoutes(app: FastifyInstance) {
  // On request, after the parent's authenticate: an operator's 100 MB body is refused before it is read.
  await app.register(postRoutes);
  await app.register(deleteRoutes);
}
