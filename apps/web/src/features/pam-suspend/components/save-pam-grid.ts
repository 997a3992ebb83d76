import { PAM_BATCH_CHUNK, PAM_BATCH_REASONS, type PamSuspendInput } from '@nms/contract';
import { causeOf } from '../../../components/notice/messages';
import { createPamBatch } from '../api/create-pam-batch';
import { deletePamSchedule } from '../api/delete-pam-schedule';
import type { BatchState, ChangeSet } from '../logic/batch-edit';
import type { SaveOutcome } from '../logic/batch-summary';
import { nowSeconds } from '../logic/pam-dates';
import { isGone, pamConflict } from '../logic/pam-version';

export interface SaveResult {
  outcome: SaveOutcome;
  /** Rows whose change stays pending, as typed (a window to fix, a failed call). */
  failed: Set<string>;
}

/**
 * One grid Save (issue 30, item 11): the inserts and edits go as one batch call (consecutive calls
 * of PAM_BATCH_CHUNK rows for bigger saves), all checked against the moment Save was pressed; the
 * deletes go as before, one call each. A row refused because someone changed it since it was read
 * is reloaded as the server has it (its edit dropped: re-applying it would overwrite what the
 * operator has not seen); a row refused for its window keeps its edit so it can be fixed.
 */
export async function saveGrid(state: BatchState, changes: ChangeSet, user: string): Promise<SaveResult> {
  const requestedAt = nowSeconds();
  const refused = new Map<string, string>();
  const failed = new Set<string>();
  const outcome: SaveOutcome = { created: 0, updated: 0, removed: 0, refused };
  const readVersion = (name: string) => state.original[name]?.version ?? 0;
  const isUpdate = new Set(changes.updates.map((r) => r.device_name));
  const items: PamSuspendInput[] = [...changes.inserts, ...changes.updates].map((r) => ({
    schedule_type: 'device',
    device_name: r.device_name,
    info: r.info.trim(),
    start_time: r.start_time,
    end_time: r.end_time,
    user,
    expected_version: readVersion(r.device_name),
  }));

  const deletes = Promise.all(
    changes.deletes.map((n) =>
      deletePamSchedule(n, readVersion(n)).then(
        () => void outcome.removed++,
        (e: unknown) => {
          if (!pamConflict(e) && !isGone(e)) failed.add(n);
          refused.set(n, `Not able to delete, ${causeOf(e)}`);
        },
      ),
    ),
  );
  for (let i = 0; i < items.length; i += PAM_BATCH_CHUNK) {
    const chunk = items.slice(i, i + PAM_BATCH_CHUNK);
    try {
      const answer = await createPamBatch(requestedAt, chunk);
      for (const s of answer.created) {
        if (isUpdate.has(s.device_name)) outcome.updated++;
        else outcome.created++;
      }
      for (const r of answer.refused) {
        refused.set(r.device_name, r.reason);
        if (!r.current && r.reason !== PAM_BATCH_REASONS.notFound) failed.add(r.device_name);
      }
    } catch (e) {
      // The call itself failed (the server, the network): its rows stay pending, as typed.
      for (const item of chunk) {
        refused.set(item.device_name, `Not able to save, ${causeOf(e)}`);
        failed.add(item.device_name);
      }
    }
  }
  await deletes;
  return { outcome, failed };
}
