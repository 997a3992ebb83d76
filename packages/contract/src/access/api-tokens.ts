import { Type, type Static } from 'typebox';
import { literalUnion } from '../literal-union';
import { TOKEN_SCOPES } from './roles';

/**
 * API tokens (issue 17 item 2), as NetBox has them: an admin creates, lists, expires and revokes
 * them in the Admin area. The secret is answered once, at creation; only its hash is stored.
 * Times are epoch MILLISECONDS, as the audit trail's.
 */

/**
 * personal: acts as its owner (the admin who made it) with the groups they had then, narrowed by
 * its scopes. service: a named service account that may do only what its scopes allow.
 */
export const API_TOKEN_KINDS = ['personal', 'service'] as const;
export type ApiTokenKind = (typeof API_TOKEN_KINDS)[number];

/** What a token is now: the list's status column and filter. */
export const API_TOKEN_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiTokenStatus = (typeof API_TOKEN_STATUSES)[number];

const Millis = Type.Integer({ description: 'epoch milliseconds' });
const OptionalMillis = Type.Union([Millis, Type.Null()]);

export const ApiToken = Type.Object({
  id: Type.Integer(),
  kind: literalUnion(API_TOKEN_KINDS),
  name: Type.String(),
  ownerSub: Type.Union([Type.String(), Type.Null()], { description: 'personal tokens: whose token it is' }),
  ownerName: Type.Union([Type.String(), Type.Null()]),
  scopes: Type.Array(literalUnion(TOKEN_SCOPES)),
  prefix: Type.String({ description: 'the first characters of the secret, to tell tokens apart' }),
  createdAt: Millis,
  createdBy: Type.String(),
  expiresAt: Type.Union([Millis, Type.Null()], { description: 'null: never expires' }),
  lastUsedAt: OptionalMillis,
  lastUsedAddress: Type.Union([Type.String(), Type.Null()]),
  revokedAt: OptionalMillis,
  revokedBy: Type.Union([Type.String(), Type.Null()]),
  status: literalUnion(API_TOKEN_STATUSES),
});
export type ApiToken = Static<typeof ApiToken>;

export const ApiTokenList = Type.Object({ data: Type.Array(ApiToken), total: Type.Integer() });
export type ApiTokenList = Static<typeof ApiTokenList>;

/** The longest name; a name is what the list and the audit trail show, not a description. */
export const API_TOKEN_NAME_MAX = 100;

export const CreateApiTokenBody = Type.Object(
  {
    kind: literalUnion(API_TOKEN_KINDS),
    name: Type.String({ minLength: 1, maxLength: API_TOKEN_NAME_MAX }),
    scopes: Type.Array(literalUnion(TOKEN_SCOPES), { minItems: 1, maxItems: TOKEN_SCOPES.length, uniqueItems: true }),
    // Null first: with the server's type coercion a null tried against the integer first would become 0.
    expiresAt: Type.Optional(
      Type.Union([Type.Null(), Millis], {
        description: 'when the token stops working; absent or null: the longest lifetime allowed (API_TOKEN_MAX_DAYS)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateApiTokenBody = Static<typeof CreateApiTokenBody>;

/** The creation answer: the only time the secret is shown. */
export const CreatedApiToken = Type.Intersect([
  ApiToken,
  Type.Object({ secret: Type.String({ description: 'send as Authorization: Bearer <secret>; it is not shown again' }) }),
]);
export type CreatedApiToken = Static<typeof CreatedApiToken>;

export const UpdateApiTokenBody = Type.Object(
  {
    // Null is listed so that it is refused by name: the server's type coercion would make it 0 (expire now).
    expiresAt: Type.Union([Type.Null(), Type.Integer()], {
      description: 'a new expiry, epoch milliseconds; now or earlier expires the token at once',
    }),
  },
  { additionalProperties: false },
);
export type UpdateApiTokenBody = Static<typeof UpdateApiTokenBody>;

export const ApiTokenIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
export type ApiTokenIdParams = Static<typeof ApiTokenIdParams>;

/** A token's status at a moment: revoked wins over expired. */
export function apiTokenStatus(t: { revokedAt: number | null; expiresAt: number | null }, now = Date.now()): ApiTokenStatus {
  if (t.revokedAt !== null) return 'revoked';
  if (t.expiresAt !== null && t.expiresAt <= now) return 'expired';
  return 'active';
}
