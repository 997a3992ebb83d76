import { Type, type Static } from 'typebox';
import { literalUnion } from '../literal-union';

/**
 * The operator's alert workflow (issue 33 item 1): acknowledge, own and annotate an alert. The
 * console owns these fields; a feed never writes them. `version` grows with every workflow change
 * and with the clear, not with a re-notification: a write names the version it read, so an ack
 * made on a copy that was cleared, re-raised or acked by someone else meanwhile is a 409.
 */
export const ALERT_NOTE_MAX = 2000;
export const ALERT_OWNER_MAX = 80;
/** Alerts one bulk acknowledgement may name (a Monitoring page is at most 1,000 rows). */
export const ALERT_BULK_MAX = 5000;

const AlertId = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991, description: "the alert's id (es/alerts answers it)" });
const Version = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the workflowVersion read; another stored version is a 409' });
const NoteText = Type.String({ minLength: 1, maxLength: ALERT_NOTE_MAX, pattern: '\\S', description: 'free text, kept with who wrote it and when' });
const OptionalNote = Type.Optional(Type.String({ maxLength: ALERT_NOTE_MAX, description: 'kept as a note of the alert when not blank' }));

export const AlertNote = Type.Object({
  id: Type.Integer(),
  /** The author's nickname, from their token. */
  author: Type.String(),
  authorName: Type.String(),
  /** epoch ms */
  at: Type.Integer(),
  text: Type.String(),
  /** What the note came with: a plain note, an acknowledgement or its removal, an assignment. */
  kind: Type.String(),
});
export type AlertNote = Static<typeof AlertNote>;

/** An alert's workflow fields as stored now. */
export const AlertWorkflow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  elementName: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  acknowledged: Type.Boolean(),
  ackedBy: Type.Union([Type.String(), Type.Null()]),
  /** epoch ms */
  ackedAt: Type.Union([Type.Integer(), Type.Null()]),
  /** The nickname of the user who owns it; '' when nobody does. */
  owner: Type.String(),
  noteCount: Type.Integer(),
  workflowVersion: Type.Integer(),
});
export type AlertWorkflow = Static<typeof AlertWorkflow>;

export const AlertIdParams = Type.Object({ id: AlertId });
export type AlertIdParams = Static<typeof AlertIdParams>;

export const AcknowledgeAlertBody = Type.Object({ version: Version, note: OptionalNote }, { additionalProperties: false });
export type AcknowledgeAlertBody = Static<typeof AcknowledgeAlertBody>;

export const AssignAlertBody = Type.Object(
  {
    version: Version,
    owner: Type.String({ maxLength: ALERT_OWNER_MAX, pattern: '^[^\\s]*$', description: "a user's nickname; '' gives the alert up" }),
    note: OptionalNote,
  },
  { additionalProperties: false },
);
export type AssignAlertBody = Static<typeof AssignAlertBody>;

export const AddAlertNoteBody = Type.Object({ version: Version, text: NoteText }, { additionalProperties: false });
export type AddAlertNoteBody = Static<typeof AddAlertNoteBody>;

export const AlertNotes = Type.Object({ alert: AlertWorkflow, data: Type.Array(AlertNote) });
export type AlertNotes = Static<typeof AlertNotes>;

/** A refused write: the message, and the alert's workflow as stored now when it changed meanwhile. */
export const AlertWorkflowConflict = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  current: Type.Optional(AlertWorkflow),
});
export type AlertWorkflowConflict = Static<typeof AlertWorkflowConflict>;

export const BulkAcknowledgeBody = Type.Object(
  {
    acknowledged: Type.Boolean({ description: 'true acknowledges, false takes the acknowledgement back' }),
    alerts: Type.Array(Type.Object({ id: AlertId, version: Version }, { additionalProperties: false }), { minItems: 1, maxItems: ALERT_BULK_MAX }),
    note: OptionalNote,
  },
  { additionalProperties: false },
);
export type BulkAcknowledgeBody = Static<typeof BulkAcknowledgeBody>;

export const BULK_ACK_OUTCOMES = ['changed', 'unchanged', 'conflict', 'not-found'] as const;
export type BulkAckOutcome = (typeof BULK_ACK_OUTCOMES)[number];

export const BulkAcknowledgeAnswer = Type.Object({
  /** How many alerts each outcome had. */
  counts: Type.Object({ changed: Type.Integer(), unchanged: Type.Integer(), conflict: Type.Integer(), 'not-found': Type.Integer() }),
  /** One per alert named, in the order sent; `current` is the alert as stored after the call. */
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      outcome: literalUnion(BULK_ACK_OUTCOMES),
      current: Type.Optional(AlertWorkflow),
    }),
  ),
});
export type BulkAcknowledgeAnswer = Static<typeof BulkAcknowledgeAnswer>;

/** The audit target of an alert. */
export const alertTarget = (id: number) => `alert:${id}`;
