import type { PageRequest } from '@nms/contract';
import { NMC_EXPORT_NAMES, SF_DISPATCHES_DEFAULT_SORT } from '@nms/contract';
import { fetchSfDispatches } from '../api/get-sf-dispatches';
import type { NmcRow } from '../api/nmc-row';
import { emptyOnFailure } from '../logic/empty-on-failure';
import { NmcGrid } from './nmc-grid';
import { SF_DISPATCH_COLUMNS } from './sf-columns';

const rowId = (row: NmcRow) => String(row.case_id);
const fetchPage = (request: PageRequest) => emptyOnFailure(fetchSfDispatches(request));

/** SF Dispatches (spec 001 §2.15): sorting and paging are passed to the server. */
export function SfDispatchesTab() {
  return (
    <NmcGrid
      gridId="nmc-sf-dispatches"
      columns={SF_DISPATCH_COLUMNS}
      fetchPage={fetchPage}
      defaultSort={SF_DISPATCHES_DEFAULT_SORT}
      exportFileName={NMC_EXPORT_NAMES.sfDispatches}
      searchPlaceholder="Search for dispatches"
      rowId={rowId}
    />
  );
}
