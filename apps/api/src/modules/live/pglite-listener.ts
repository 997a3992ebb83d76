import type { PGlite } from '@electric-sql/pglite';
import { LIVE_CHANNEL } from './live-change';
import type { Listener, ListenerHooks } from './pg-listener';

/** The embedded database delivers NOTIFY in process, after commit; there is no connection to lose. */
export async function listenPglite(pglite: PGlite, hooks: Pick<ListenerHooks, 'onPayload'>): Promise<Listener> {
  const unlisten = await pglite.listen(LIVE_CHANNEL, (payload) => hooks.onPayload(payload));
  return {
    async stop() {
      if (!pglite.closed) await unlisten().catch(() => undefined);
    },
  };
}
