import type { IngestAnswer, PreparedRow, RowError } from '@nms/contract';

export type { IngestAnswer };

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

export interface ImportProgress {
  /** File rows handled so far (sent, or refused before sending). */
  done: number;
  total: number;
  counts: ImportCounts;
  /** Rejected rows, by file row number. */
  errors: RowError[];
}

export interface ImportOutcome extends ImportProgress {
  /** Why the import stopped early (a call failed); the counts are those of the calls before it. */
  failure?: string;
}

/** Rows per call: small enough for a steady progress bar, large enough that calls stay few. */
export const CHUNK_ROWS = 1000;

export type SendChunk = (devices: Record<string, unknown>[]) => Promise<IngestAnswer>;

const lineErrors = (body: unknown): IngestAnswer['errors'] => {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as IngestAnswer['errors']) : [];
};

/** The message of a failed call, its line numbers turned into the file's row numbers. */
export function failureMessage(error: unknown, sent: readonly PreparedRow[]): string {
  const base = error instanceof Error ? error.message : String(error);
  const body = (error as { body?: unknown }).body;
  const first = lineErrors(body)[0];
  const at = first ? sent[first.line - 1] : undefined;
  const [from, to] = [sent[0]?.row, sent[sent.length - 1]?.row];
  const rows = from === undefined ? '' : from === to ? `The call with row ${from} failed: ` : `The call with rows ${from}-${to} failed: `;
  return `${rows}${base}${at ? ` (row ${at.row}, ${first.field}: ${first.message})` : ''}`;
}

/**
 * Sends the rows in calls of `chunkRows`, one after another, and sums the answers. Rows whose
 * cells could not be converted are not imported: they count as rejected with their errors. With
 * `checkRefused` (a dry run: nothing is written) their converted cells are checked too, in a call
 * of their own whose counts are ignored, so the preview lists every error of a row at once. The
 * first failed call stops the run; what the earlier calls wrote stays, and the outcome says so.
 */
export async function runImport(
  rows: readonly PreparedRow[],
  send: SendChunk,
  onProgress: (p: ImportProgress) => void = () => {},
  chunkRows = CHUNK_ROWS,
  checkRefused = false,
): Promise<ImportOutcome> {
  const p: ImportProgress = { done: 0, total: rows.length, counts: { created: 0, updated: 0, unchanged: 0, rejected: 0 }, errors: [] };
  const snapshot = (): ImportProgress => ({ ...p, counts: { ...p.counts }, errors: [...p.errors] });
  onProgress(snapshot());
  for (let from = 0; from < rows.length; from += chunkRows) {
    const chunk = rows.slice(from, from + chunkRows);
    const sent = chunk.filter((r) => r.errors.length === 0);
    if (sent.length > 0) {
      let answer: IngestAnswer;
      try {
        answer = await send(sent.map((r) => r.device));
      } catch (e) {
        return { ...snapshot(), failure: failureMessage(e, sent) };
      }
      p.counts.created += answer.created;
      p.counts.updated += answer.updated;
      p.counts.unchanged += answer.unchanged;
      p.counts.rejected += answer.rejected;
      for (const e of answer.errors) p.errors.push({ row: sent[e.line - 1]?.row ?? 0, field: e.field, message: e.message });
    }
    const refused = chunk.filter((r) => r.errors.length > 0);
    if (checkRefused && refused.length > 0) {
      try {
        const answer = await send(refused.map((r) => r.device));
        for (const e of answer.errors) p.errors.push({ row: refused[e.line - 1]?.row ?? 0, field: e.field, message: e.message });
      } catch (e) {
        return { ...snapshot(), failure: failureMessage(e, refused) };
      }
    }
    // Rows refused here count once their chunk is through, so a failed call leaves counts of
    // whole chunks only.
    for (const r of chunk) {
      if (r.errors.length === 0) continue;
      p.counts.rejected += 1;
      p.errors.push(...r.errors);
    }
    p.done += chunk.length;
    onProgress(snapshot());
  }
  p.errors.sort((a, b) => a.row - b.row);
  return snapshot();
}
