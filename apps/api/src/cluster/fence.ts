import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** What a leader's write meets once its leadership is gone: nothing more reaches the database. */
export class LeadershipLostError extends Error {
  constructor() {
    super('this process is no longer the leader: its writes are refused');
    this.name = 'LeadershipLostError';
  }
}

/**
 * Fencing: every statement of the leader's work passes this check before it is sent, so the
 * moment the lock connection is seen gone, the simulator and feeds write nothing more, even a
 * statement in the middle of a tick (its transaction rolls back).
 */
export class FencePlugin implements KyselyPlugin {
  constructor(private readonly held: () => boolean) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (!this.held()) throw new LeadershipLostError();
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
