import { Type, type Static } from 'typebox';
import { DEVICE_SEARCH_MIN_CHARS } from '../device-details/device-details';

/** Customers (a device's nmd) whose id contains the text: the command palette's customer hits. */
export const CustomerSearchQuery = Type.Object(
  {
    query: Type.String({ minLength: DEVICE_SEARCH_MIN_CHARS, maxLength: 100 }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  },
  { additionalProperties: false },
);
export type CustomerSearchQuery = Static<typeof CustomerSearchQuery>;

export const CustomerHit = Type.Object({ customer: Type.String(), device_count: Type.Integer() });
export type CustomerHit = Static<typeof CustomerHit>;
export const CustomerSearchAnswer = Type.Object({ data: Type.Array(CustomerHit) });
export type CustomerSearchAnswer = Static<typeof CustomerSearchAnswer>;
