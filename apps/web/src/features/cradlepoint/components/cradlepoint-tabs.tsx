import type { CradlepointAnswerBody, CradlepointRecord } from '@nms/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCradlepointCarrier } from '../api/get-cradlepoint-carrier';
import { useCradlepointEcm } from '../api/get-cradlepoint-ecm';
import { useCradlepointSsh } from '../api/get-cradlepoint-ssh';
import { useCradlepoints } from '../api/get-cradlepoints';
import { CARRIER_COLUMNS, COMBINED_COLUMNS, ECM_COLUMNS, SSH_COLUMNS, type CradlepointColumn } from './cradlepoint-columns';
import { CradlepointGrid } from './cradlepoint-grid';

const key = (v: unknown) => (v === null || v === undefined ? '' : String(v));
// A combined row is one router's (or one unmatched line's) rows of the three sources together.
const combinedId = (r: CradlepointRecord) => `${key(r.ecm_cradlepointid)}|${key(r.ssh_deviceid)}|${key(r.carrier_iccid)}`;
const ecmId = (r: CradlepointRecord) => key(r.ecm_cradlepointid);
const sshId = (r: CradlepointRecord) => key(r.ssh_deviceid);
const carrierId = (r: CradlepointRecord) => key(r.carrier_iccid);

interface TabGridProps {
  id: string;
  query: UseQueryResult<CradlepointAnswerBody>;
  columns: CradlepointColumn[];
  rowId: (r: CradlepointRecord) => string;
  grouped?: boolean;
}

function TabGrid({ id, query, columns, rowId, grouped }: TabGridProps) {
  return (
    <CradlepointGrid
      gridId={`cradlepoint-${id}`}
      columns={columns}
      grouped={grouped}
      rows={query.data?.data}
      loading={query.isPending}
      failed={query.isError}
      rowId={rowId}
      onRefresh={() => void query.refetch()}
    />
  );
}

export const TroubleshootingTab = () => (
  <TabGrid id="troubleshooting" query={useCradlepoints()} columns={COMBINED_COLUMNS} rowId={combinedId} grouped />
);
export const SshTab = () => <TabGrid id="ssh" query={useCradlepointSsh()} columns={SSH_COLUMNS} rowId={sshId} />;
export const EcmTab = () => <TabGrid id="ecm" query={useCradlepointEcm()} columns={ECM_COLUMNS} rowId={ecmId} />;
export const CarrierTab = () => <TabGrid id="carrier" query={useCradlepointCarrier()} columns={CARRIER_COLUMNS} rowId={carrierId} />;
