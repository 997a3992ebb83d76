import { GRID_PAGE_SIZES, type SunburstNode } from '@nms/contract';
import { DeviceListGrid } from '../../manage-devices';

const PAGE_SIZES = GRID_PAGE_SIZES;

/** The devices of the chosen sunburst node: its query is the grid's base query. */
export function SvnDevices({ node }: { node: SunburstNode }) {
  return (
    <DeviceListGrid
      listKey={`${node.key}\u0000${node.query}`}
      gridId="svn-devices"
      baseQuery={node.query}
      pageSizes={PAGE_SIZES}
      defaultPageSize={15}
      headerFilter
    />
  );
}
