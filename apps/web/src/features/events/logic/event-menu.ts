import type { AlertRow } from '@nms/contract';
import { isMissingName } from '../../../components/formatters/display-value';
import { severityCode } from '../../../components/formatters/severity';

/** The ping failure text of spec 001 §8, shared with the Device Actions panel. */
export { PING_ERROR } from '../../../components/action-results/select-result-view';

/** The row menu is disabled when the device name is empty, '_e' or 'notset' (spec 002 §2.9). */
export const eventMenuDisabled = (row: Pick<AlertRow, 'elementName'>): boolean => isMissingName(row.elementName);

/** Row colour by severity, every row: 1 Critical red ... 4 Unknown teal, 5 Normal green. */
export function severityRowClass(row: Pick<AlertRow, 'severity'>): string | undefined {
  const code = severityCode(row.severity);
  return code ? `nms-sev-${code}` : undefined;
}
