import {
  AcknowledgeAlertBody,
  AddAlertNoteBody,
  AlertIdParams,
  AlertNotes,
  AlertWorkflow,
  AlertWorkflowConflict,
  AssignAlertBody,
  BulkAcknowledgeAnswer,
  BulkAcknowledgeBody,
  ErrorAnswer,
} from '@nms/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/request-context';
import { acknowledgeAlert, addAlertNote, alertNotes, assignAlert, bulkAcknowledge, unacknowledgeAlert, type Caller } from './service';

const tags = ['alert workflow'];
const errors = { 400: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 409: AlertWorkflowConflict };
type ById = { Params: AlertIdParams };

const callerOf = (req: FastifyRequest): Caller => ({ actor: actorOf(req.user), displayName: req.user.name });

const VERSION_RULE =
  'version is the workflowVersion read (es/alerts answers it): another stored version (acknowledged, assigned or noted by someone else, ' +
  'or cleared) is a 409 with the alert as stored now.';

/** Acknowledge, own and annotate alerts (issue 33 item 1); es/alerts answers the fields. */
export async function alertWorkflowRoutes(app: FastifyInstance) {
  app.get<ById>(
    '/alerts/:id/notes',
    {
      schema: {
        tags,
        summary: "An alert's workflow and its notes",
        description: 'The alert (active or archived) with who acknowledged it, its owner and version, and its notes oldest first.',
        params: AlertIdParams,
        response: { 200: AlertNotes, 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    (req) => alertNotes(app.db, req.params.id),
  );

  app.post<ById & { Body: AcknowledgeAlertBody }>(
    '/alerts/:id/acknowledge',
    {
      schema: {
        tags,
        summary: 'Acknowledge an alert',
        description: `Marks the active alert acknowledged by the caller, now; a note, when given, joins its thread. ${VERSION_RULE} A cleared alert is a 409.`,
        params: AlertIdParams,
        body: AcknowledgeAlertBody,
        response: { 200: AlertWorkflow, ...errors },
      },
    },
    (req) => acknowledgeAlert(app.db, callerOf(req), req.params.id, req.body),
  );

  app.post<ById & { Body: AcknowledgeAlertBody }>(
    '/alerts/:id/unacknowledge',
    {
      schema: {
        tags,
        summary: "Take an alert's acknowledgement back",
        description: `The active alert is unacknowledged again; a note, when given, says why. ${VERSION_RULE} A cleared alert is a 409.`,
        params: AlertIdParams,
        body: AcknowledgeAlertBody,
        response: { 200: AlertWorkflow, ...errors },
      },
    },
    (req) => unacknowledgeAlert(app.db, callerOf(req), req.params.id, req.body),
  );

  app.put<ById & { Body: AssignAlertBody }>(
    '/alerts/:id/owner',
    {
      schema: {
        tags,
        summary: 'Take or assign an alert',
        description: `Gives the active alert to a user (their nickname; the caller's own to take it) or to nobody (''). ${VERSION_RULE}`,
        params: AlertIdParams,
        body: AssignAlertBody,
        response: { 200: AlertWorkflow, ...errors },
      },
    },
    (req) => assignAlert(app.db, callerOf(req), req.params.id, req.body),
  );

  app.post<ById & { Body: AddAlertNoteBody }>(
    '/alerts/:id/notes',
    {
      schema: {
        tags,
        summary: 'Add a note to an alert',
        description: `Adds the caller's note to the alert's thread, active or archived (a hand-over remark after it cleared). version is the workflowVersion read: another stored version is a 409 with the alert as stored now.`,
        params: AlertIdParams,
        body: AddAlertNoteBody,
        response: { 200: AlertWorkflow, ...errors },
      },
    },
    (req) => addAlertNote(app.db, callerOf(req), req.params.id, req.body),
  );

  app.post<{ Body: BulkAcknowledgeBody }>(
    '/alerts/acknowledge',
    {
      schema: {
        tags,
        summary: 'Acknowledge many alerts, or take their acknowledgement back',
        description:
          'Each alert is named with the workflowVersion read. In one transaction, each is changed, unchanged (already so), a conflict ' +
          '(another version, or cleared) or not found: the answer counts them and gives each alert as stored after the call. The note, ' +
          'when given, joins the thread of every alert changed. One audit entry names them all.',
        body: BulkAcknowledgeBody,
        response: { 200: BulkAcknowledgeAnswer, 400: ErrorAnswer, 403: ErrorAnswer },
      },
    },
    (req) => bulkAcknowledge(app.db, callerOf(req), req.body),
  );
}
