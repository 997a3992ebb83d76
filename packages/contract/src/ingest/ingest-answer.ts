import { Type, type Static } from 'typebox';

/** Rows one ingest call may carry (JSON array elements or NDJSON lines); more is a 400 naming the limit. */
export const INGEST_MAX_ROWS = 100_000;

/** A row the server could not take: its 1-based position (array element or NDJSON line), the field at fault and why. */
export const IngestError = Type.Object({
  line: Type.Integer({ minimum: 0, description: '1-based array position or NDJSON line; 0 when the body as a whole is at fault' }),
  field: Type.String({ description: 'The field at fault; empty when the row or body as a whole is' }),
  message: Type.String(),
});
export type IngestError = Static<typeof IngestError>;

/**
 * The answer of every inventory ingest call. `retired` counts what the call took out: retired
 * devices, deleted locations or groups, removed group memberships.
 */
export const IngestAnswer = Type.Object(
  {
    created: Type.Integer(),
    updated: Type.Integer(),
    unchanged: Type.Integer(),
    rejected: Type.Integer(),
    retired: Type.Integer(),
    errors: Type.Array(IngestError),
  },
  { title: 'IngestAnswer' },
);
export type IngestAnswer = Static<typeof IngestAnswer>;

/** A body the server cannot read as rows of the right JSON types: refused whole, nothing written. */
export const IngestBadRequest = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    errors: Type.Optional(Type.Array(IngestError)),
  },
  { title: 'IngestBadRequest' },
);
export type IngestBadRequest = Static<typeof IngestBadRequest>;

/** `?dryRun=true`: validate and count as the call would, write nothing (the import page's preview). */
export const IngestQuery = Type.Object(
  {
    dryRun: Type.Optional(Type.Boolean({ description: 'Count as the call would and write nothing' })),
  },
  { additionalProperties: false },
);
export type IngestQuery = Static<typeof IngestQuery>;
