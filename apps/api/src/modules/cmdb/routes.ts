import {
  CMDB_COLLECTIONS,
  CMDB_ENTITIES,
  CmdbHierarchyAnswer,
  CmdbHierarchyQuery,
  CmdbIdParams,
  CmdbListQuery,
  ErrorAnswer,
  cmdbAnswer,
  cmdbBody,
  cmdbConflict,
  cmdbRow,
  cmdbUpdateBody,
  type CmdbCollection,
  type CmdbRecord,
} from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { nativeJson } from '../../lib/native-json';
import { actorOf } from '../../lib/request-context';
import { cmdbHistoryRoutes } from './history-routes';
import { locationsHierarchy } from './hierarchy';
import { createCmdb, deleteCmdb, getCmdb, listCmdb, updateCmdb, type CmdbUpdate } from './service';
import { strictValidator } from './strict-validator';

const tags = ['CMDB'];
const errors = { 400: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer };

/** One collection's five calls (002 §7): svn/{collection} and svn/{collection}/{id}. */
function collectionRoutes(app: FastifyInstance, c: CmdbCollection) {
  const e = CMDB_ENTITIES[c];
  const path = `/svn/${c}`;
  const actor = (req: { user: { sub: string; nickname: string } }) => ({ actor: actorOf(req.user) });
  type ById = { Params: { id: number } };

  app.get<{ Querystring: CmdbListQuery }>(
    path,
    {
      schema: {
        tags,
        summary: `A page of ${e.noun} rows`,
        description:
          `The ${e.title} tab's rows: limit (default 100, at most 10,000), offset, sort (${e.key}, any field or dttm; default dttm) ` +
          'and order (default desc). An unknown sort field is a 400 naming sort.',
        querystring: CmdbListQuery,
        response: { 200: cmdbAnswer(c), 400: ErrorAnswer },
      },
      ...nativeJson,
    },
    (req) => listCmdb(app.db, c, req.query),
  );

  app.get<ById>(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `One ${e.noun}`,
        description: `The ${e.noun} whose ${e.key} is id; 404 when there is none.`,
        params: CmdbIdParams,
        response: { 200: cmdbRow(c), ...errors },
      },
      ...nativeJson,
    },
    (req) => getCmdb(app.db, c, req.params.id),
  );

  app.post<{ Body: CmdbRecord }>(
    path,
    {
      schema: {
        tags,
        summary: `Create a ${e.noun}`,
        description:
          `Stores a new ${e.noun} and answers it (201) with its ${e.key} and dttm. A blank required field or a value of the wrong kind ` +
          'is a 400 naming the field; so is a reference to a row that does not exist. The change is written to the audit log.',
        body: cmdbBody(c),
        response: { 201: cmdbRow(c), ...errors },
      },
      ...nativeJson,
    },
    async (req, reply) => reply.status(201).send(await createCmdb(app.db, c, req.body, actor(req))),
  );

  app.put<ById & { Body: CmdbUpdate }>(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Update a ${e.noun}`,
        description:
          `Merges the changed fields into the stored ${e.noun}, checks the whole row by the create rules and answers it. ` +
          'null clears an optional field. 404 for an unknown id. The audit log keeps the row before and after. ' +
          'With `version` (the one the client read), another stored version is a 409 whose `current` is the row as it is now.',
        params: CmdbIdParams,
        body: cmdbUpdateBody(c),
        response: { 200: cmdbRow(c), ...errors, 409: cmdbConflict(c) },
      },
      ...nativeJson,
    },
    (req) => updateCmdb(app.db, c, req.params.id, req.body, actor(req)),
  );

  app.delete<ById>(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Delete a ${e.noun}`,
        description: `Deletes the ${e.noun} and answers the deleted row. 409 while other rows reference it (the message says which), 404 for an unknown id.`,
        params: CmdbIdParams,
        response: { 200: cmdbRow(c), ...errors },
      },
      ...nativeJson,
    },
    (req) => deleteCmdb(app.db, c, req.params.id, actor(req)),
  );
}

/** CMDB Admin (spec 002 §2.5, §7): the nine reference collections and the locations overview. */
export async function cmdbRoutes(app: FastifyInstance) {
  // This plugin's own context: bodies are checked as sent, without the app's type coercion.
  app.setValidatorCompiler(strictValidator);
  // Registered before the collections so the literal path is never read as a collection's id.
  app.get<{ Querystring: CmdbHierarchyQuery }>(
    '/svn/svi_hughes_locations_hierarchy',
    {
      schema: {
        tags,
        summary: 'Locations with their datacenters, service instances and inroutes, and device states',
        description:
          'Every location with its datacenters; each datacenter with its service instances (its services) and inroutes. Each node ' +
          'has the share of its devices in each state (Critical, Major, Minor, Unknown, Normal) among the devices that reported between ' +
          'start_timestamp and end_timestamp (epoch seconds; default the last 10 minutes). start after end is a 400.',
        querystring: CmdbHierarchyQuery,
        response: { 200: CmdbHierarchyAnswer, 400: ErrorAnswer },
      },
      ...nativeJson,
    },
    (req) => locationsHierarchy(app.db, req.query),
  );
  for (const c of CMDB_COLLECTIONS) collectionRoutes(app, c);
  cmdbHistoryRoutes(app);
}
