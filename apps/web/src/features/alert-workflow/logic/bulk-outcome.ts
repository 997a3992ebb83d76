import type { BulkAcknowledgeAnswer } from '@nms/contract';

/** What a bulk acknowledgement did, in a sentence: the alerts acknowledged, then those it left. */
export function bulkOutcomeText({ counts }: Pick<BulkAcknowledgeAnswer, 'counts'>): string {
  const parts = [`${counts.changed} acknowledged`];
  if (counts.unchanged > 0) parts.push(`${counts.unchanged} already acknowledged`);
  if (counts.conflict > 0) parts.push(`${counts.conflict} changed or cleared meanwhile, not acknowledged: reload and try again`);
  if (counts['not-found'] > 0) parts.push(`${counts['not-found']} no longer found`);
  return parts.join('; ');
}
