import { CustomerSearchAnswer, CustomerSearchQuery, ErrorAnswer } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { findCustomers } from './repository';

/** The command palette's customer search (issue 21 item 2): no spec call lists customers by name. */
export async function customerSearchRoutes(app: FastifyInstance) {
  app.get<{ Querystring: CustomerSearchQuery }>(
    '/search/customers',
    {
      schema: {
        tags: ['devices'],
        summary: 'Customers whose id contains the text (at least 3 characters), prefix matches first',
        description:
          "Customer ids (the devices' nmd) containing query, those starting with it first, each with its device count; up to limit (default 10).",
        querystring: CustomerSearchQuery,
        response: { 200: CustomerSearchAnswer, 400: ErrorAnswer },
      },
    },
    async (req) => ({ data: await findCustomers(app.readDb, req.query.query.trim(), req.query.limit ?? 10) }),
  );
}
