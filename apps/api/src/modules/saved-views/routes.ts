import {
  CreateSavedViewBody,
  DeleteSavedViewQuery,
  ErrorAnswer,
  SavedView,
  SavedViewConflict,
  SavedViewIdParams,
  SavedViewList,
  SavedViewListQuery,
  UpdateSavedViewBody,
} from '@nms/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/request-context';
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView, type Caller } from './service';

const tags = ['saved views'];
const errors = { 400: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 409: SavedViewConflict };
type ById = { Params: SavedViewIdParams };

const callerOf = (req: FastifyRequest): Caller => ({ actor: actorOf(req.user), isAdmin: req.user.isAdmin });

/** Saved views (issue 21 item 3): grid views kept on the server per user, private or shared. */
export async function savedViewRoutes(app: FastifyInstance) {
  app.get<{ Querystring: SavedViewListQuery }>(
    '/saved-views',
    {
      schema: {
        tags,
        summary: "The caller's saved views and the shared ones",
        description:
          "The caller's own views (private and shared) and every user's shared views, by screen path then name; path limits them to one screen. " +
          "Another user's private view is never listed.",
        querystring: SavedViewListQuery,
        response: { 200: SavedViewList, 400: ErrorAnswer },
      },
    },
    (req) => listSavedViews(app.db, callerOf(req), req.query.path),
  );

  app.post<{ Body: CreateSavedViewBody }>(
    '/saved-views',
    {
      schema: {
        tags,
        summary: 'Save a view',
        description:
          "Stores the view (name, visibility private or shared, the screen path and its URL search string) as the caller's and answers it (201) " +
          'with its id and version 1. A blank name, a path not starting with / or a search not starting with ? is a 400 naming the field; ' +
          'a name the caller already uses on that screen is a 409. The audit log records it.',
        body: CreateSavedViewBody,
        response: { 201: SavedView, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createSavedView(app.db, callerOf(req), req.body)),
  );

  app.put<ById & { Body: UpdateSavedViewBody }>(
    '/saved-views/:id',
    {
      schema: {
        tags,
        summary: 'Rename, share or change a saved view',
        description:
          "Changes the name, visibility or search of one of the caller's views. version is the one read: another stored version is a 409 " +
          "with the current view. Another user's view is a 403 (shared) or 404 (private); an unknown id 404.",
        params: SavedViewIdParams,
        body: UpdateSavedViewBody,
        response: { 200: SavedView, ...errors },
      },
    },
    (req) => updateSavedView(app.db, callerOf(req), req.params.id, req.body),
  );

  app.delete<ById & { Querystring: DeleteSavedViewQuery }>(
    '/saved-views/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved view',
        description:
          "Deletes one of the caller's views (an admin may delete anyone's shared view) and answers it. When version is given, another " +
          "stored version is a 409. 404 for an unknown id or another user's private view.",
        params: SavedViewIdParams,
        querystring: DeleteSavedViewQuery,
        response: { 200: SavedView, ...errors },
      },
    },
    (req) => deleteSavedView(app.db, callerOf(req), req.params.id, req.query.version),
  );
}
