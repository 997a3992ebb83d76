import type { FastifyInstance } from 'fastify';
import { AuthUser } from './user';

/**
 * Routes about the caller. Registered inside the secured scope, so
 * `request.user` is always set here.
 */
export async function authRoutes(app: FastifyInstance) {
  app.get(
    '/user/me',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user, as the API sees the token',
        description: 'Subject, names, email and groups read from the verified bearer token; isAdmin is true for the admin group (nmstools_admin).',
        response: { 200: AuthUser },
      },
    },
    async (request) => request.user,
  );
}
