import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { finishOpenapiDocument } from './openapi-document';

/**
 * `openapi.json` is generated from the TypeBox schemas every route declares. OpenAPI 3.1 because
 * its Schema Object is JSON Schema 2020-12, the dialect TypeBox writes (nullable as a 'null'
 * type, const); @fastify/swagger converts what is left. The API portal's explorer reads it.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'NMS Tools API',
        version: '1.0.8',
        description:
          'The calls behind NMS Tools. Every call but this document and the radar tiles needs ' +
          'Authorization: Bearer <ID token> from the identity provider; external applications ask the ' +
          'identity team for a service account. Errors answer {statusCode, error, message}.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The ID token of the signed-in user' } },
      },
      security: [{ bearer: [] }],
    },
    transformObject: (doc) => ('openapiObject' in doc ? finishOpenapiDocument(doc.openapiObject) : doc.swaggerObject),
  });
});
