import { ErrorAnswer, LIVE_MAX_KEYS, LIVE_PING_MS, LIVE_WINDOW_MS, LiveStreamBody } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { StreamHub } from './stream-hub';
import { openStream } from './stream-service';

const DESCRIPTION =
  'Server-Sent Events over fetch (issue 20): the changes of the views a tab shows, pushed as they commit on any API process. ' +
  "Send 'Accept: text/event-stream' (else 406) and the views; the answer is text/event-stream: " +
  '`hello` {resumed, process} first (resumed=false after a lastEventId whose changes are no longer held: refetch every view); ' +
  `\`changes\` {views: {<viewId>: {keys} | {many: true}}} with id = the last change included, at most one per ${LIVE_WINDOW_MS} ms, ` +
  `{many: true} past ${LIVE_MAX_KEYS} keys; \`resync\` (changes were lost: refetch every view); \`reauth\` shortly before the token expires ` +
  `(reopen with the renewed token, and the last id); a \`: ping\` comment every ${LIVE_PING_MS / 1000} s. ` +
  "The stream ends, without an event, within seconds of its token's sign-out or revocation on any API process (a reopen answers 401). " +
  'A view id given twice or a devices query that does not parse is a 400 naming the field.';

/** POST /live/stream. The hub (one per app) holds the open streams; they end before the server closes. */
export async function liveStreamRoutes(app: FastifyInstance) {
  const hub = new StreamHub({
    feed: app.live,
    matcher: app.deviceIndex && ((query) => app.deviceIndex!.matcher(query)),
    log: app.log,
    readFence: () => app.readFence(),
  });
  // A stopping server.ts ends them first (app.live.end()): its HTTP server waits for open
  // connections before app.close(), and an open stream would hold it (and the tab's 'Live') until
  // the forced exit. preClose covers an app closed without server.ts (tests).
  const offEnd = app.live.onEnd(() => hub.closeAll());
  app.addHook('preClose', async () => {
    offEnd();
    hub.closeAll();
  });

  app.post<{ Body: LiveStreamBody }>(
    '/live/stream',
    {
      schema: {
        tags: ['live'],
        summary: 'The live change stream of the open views',
        description: DESCRIPTION,
        body: LiveStreamBody,
        produces: ['text/event-stream'],
        response: {
          200: Type.String({ contentMediaType: 'text/event-stream', description: 'hello, changes, resync and reauth events; ping comments' }),
          400: ErrorAnswer,
          406: ErrorAnswer,
          503: ErrorAnswer,
        },
      },
    },
    (request, reply) => openStream(hub, request, reply),
  );
}
