import type { PageRequest } from '@nms/contract';
import { useDebouncedCallback } from '@mantine/hooks';
import { NMC_EXPORT_NAMES, SF_CASE_STATUS_ALL, SF_CASE_STATUSES, SF_CASES_DEFAULT_SORT, type SfCaseStatus } from '@nms/contract';
import { useCallback, useState } from 'react';
import { fetchSfCases } from '../api/get-sf-cases';
import type { NmcRow } from '../api/nmc-row';
import { emptyOnFailure } from '../logic/empty-on-failure';
import { defaultRange, rangeIsValid, rangeParams, type RangeText } from '../logic/nmc-dates';
import { DateRangeFields } from './date-range-fields';
import { NmcGrid } from './nmc-grid';
import { SF_CASE_COLUMNS } from './sf-columns';
import { StatusSelect } from './status-select';

const rowId = (row: NmcRow) => String(row.case_id);
/** Typing in a picker waits this long before the list follows. */
const TYPING_MS = 500;

/**
 * SF Cases (spec 001 §2.15, §9): cases started between From and To (default the last 24 hours)
 * in a status (default ALL), newest start first, paged and sorted by the server.
 */
export function SfCasesTab() {
  const [status, setStatus] = useState<SfCaseStatus>(SF_CASE_STATUS_ALL);
  const [range, setRange] = useState<RangeText>(() => defaultRange(Date.now()));
  // The range the list runs: follows the pickers once typing stops and the range is valid.
  const [applied, setApplied] = useState(range);
  // A new range or status starts the grid again on its first page.
  const [version, setVersion] = useState(0);
  const apply = useDebouncedCallback((next: RangeText) => {
    if (!rangeIsValid(next)) return;
    setApplied(next);
    setVersion((v) => v + 1);
  }, TYPING_MS);
  const edit = (patch: Partial<RangeText>) => {
    const next = { ...range, ...patch, rolling: false };
    setRange(next);
    apply(next);
  };

  // The timer moves an untouched range to the latest 24 hours; a chosen one stays as chosen.
  const onTick = useCallback(() => {
    if (!range.rolling) return;
    const next = defaultRange(Date.now());
    setRange(next);
    setApplied(next);
  }, [range.rolling]);

  const fetchPage = useCallback(
    (request: PageRequest) => emptyOnFailure(fetchSfCases({ ...request, status, ...rangeParams(applied) })),
    [status, applied],
  );

  return (
    <NmcGrid
      listKey={`${status}:${version}`}
      gridId="nmc-sf-cases"
      columns={SF_CASE_COLUMNS}
      fetchPage={fetchPage}
      defaultSort={SF_CASES_DEFAULT_SORT}
      exportFileName={NMC_EXPORT_NAMES.sfCases}
      searchPlaceholder="Search for cases"
      rowId={rowId}
      onTick={onTick}
      filters={
        <>
          <DateRangeFields range={range} onChange={edit} />
          <StatusSelect statuses={SF_CASE_STATUSES} value={status} onChange={setStatus} />
        </>
      }
    />
  );
}
