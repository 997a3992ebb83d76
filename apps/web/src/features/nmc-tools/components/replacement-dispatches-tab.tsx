import type { PageRequest } from '@nms/contract';
import { NMC_EXPORT_NAMES, REPLACEMENT_DISPATCHES_DEFAULT_SORT } from '@nms/contract';
import { fetchReplacementDispatches } from '../api/get-replacement-dispatches';
import type { NmcRow } from '../api/nmc-row';
import { emptyOnFailure } from '../logic/empty-on-failure';
import { REPLACEMENT_DISPATCH_COLUMNS } from './nmc-extra-columns';
import { NmcGrid } from './nmc-grid';

const rowId = (row: NmcRow) => String(row.case_id);
const fetchPage = (request: PageRequest) => emptyOnFailure(fetchReplacementDispatches(request));

/** Replacement Dispatches: dispatches that ship a part, with RMA, serials and tracking. */
export function ReplacementDispatchesTab() {
  return (
    <NmcGrid
      gridId="nmc-replacement-dispatches"
      columns={REPLACEMENT_DISPATCH_COLUMNS}
      fetchPage={fetchPage}
      defaultSort={REPLACEMENT_DISPATCHES_DEFAULT_SORT}
      exportFileName={NMC_EXPORT_NAMES.replacementDispatches}
      searchPlaceholder="Search for replacements"
      rowId={rowId}
    />
  );
}
