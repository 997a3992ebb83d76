import { counter, gauge } from './registry';

/** What a read replica's health check last found (db/replica-health.ts). */
export interface ReplicaGaugeSource {
  name: string;
  in(): boolean;
  /** Undefined while unknown (not checked yet, or down). */
  lagMs(): number | undefined;
  lagBytes(): bigint | undefined;
}

const replicas = new Set<ReplicaGaugeSource>();

// Read at scrape time from every replica set of the process (tests build several apps; a server one).
gauge('nms_db_replica_in', 'Read replicas taking reads (1) or taken out, down or lagging (0)', ['replica'], (g) => {
  g.reset();
  for (const r of replicas) g.set({ replica: r.name }, r.in() ? 1 : 0);
});
gauge(
  'nms_db_replica_lag_seconds',
  "How far a read replica's replay is behind the primary, in time (sampled each health check)",
  ['replica'],
  (g) => {
    g.reset();
    for (const r of replicas) {
      const ms = r.lagMs();
      if (ms !== undefined) g.set({ replica: r.name }, ms / 1000);
    }
  },
);
gauge('nms_db_replica_lag_bytes', "How far a read replica's replay is behind the primary's WAL position, in bytes", ['replica'], (g) => {
  g.reset();
  for (const r of replicas) {
    const bytes = r.lagBytes();
    if (bytes !== undefined) g.set({ replica: r.name }, Number(bytes));
  }
});

/** Reports this replica at every scrape until the returned function is called (its app closed). */
export function trackReplica(source: ReplicaGaugeSource): () => void {
  replicas.add(source);
  return () => replicas.delete(source);
}

/** Why a read went where it went: a replica; the primary for want of one, for the user's own write, or after a replica failed mid-read. */
export type ReadReason = 'replica' | 'no-replica' | 'read-your-writes' | 'fallback';

const reads = counter('nms_db_routed_reads_total', 'Reads that could go to a replica, by where they went and why', ['target', 'reason']);

export function countRead(target: 'replica' | 'primary', reason: ReadReason): void {
  reads.inc({ target, reason });
}
