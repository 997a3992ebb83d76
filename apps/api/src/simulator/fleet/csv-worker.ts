import { planFleet, type GroupTally } from '@nms/simulator';
import { parentPort, workerData } from 'node:worker_threads';
import { batchBuffers, csvBatchesInline, type CsvJob } from './csv-batches';

/**
 * Worker side of csvBatches: generates and encodes batches, keeping at most two ahead of the
 * loader (it waits for a 'more' per batch taken), then sends the group tally.
 */
const job = workerData as CsvJob;
const port = parentPort!;
let credit = 2;
let resume: (() => void) | undefined;
port.on('message', () => {
  credit++;
  resume?.();
});

try {
  const tally: GroupTally = new Map();
  for (const batch of csvBatchesInline(planFleet(job), job.batchSize, tally)) {
    while (credit === 0) await new Promise<void>((r) => (resume = r));
    credit--;
    port.postMessage({ batch }, batchBuffers(batch));
  }
  port.postMessage({ tally: [...tally] });
} catch (err) {
  port.postMessage({ error: (err as Error).stack ?? String(err) });
}
