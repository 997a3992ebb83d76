import type { SunburstNode } from '@nms/contract';
import { DeviceListGrid } from '../../manage-devices/components/device-list-grid';

const PAGE_SIZES = [5, 10, 15, 25, 50, 100] as const;

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
