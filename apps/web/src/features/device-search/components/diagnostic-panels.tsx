import { SimpleGrid } from '@mantine/core';
import {
  showsSwitchPanel,
  type ArpRow,
  type DeviceSearchHit,
  type IpsecRow,
  type LinkMonitorRow,
  type NicRow,
  type SwitchData,
  type SwitchRow,
} from '@nms/contract';
import type { LocalColumn } from '../../../components/action-results/local-table';
import { DiagnosticPanel, StatusCell } from './diagnostic-panel';

const ARP_COLUMNS: LocalColumn<ArpRow>[] = [
  { key: 'interface', header: 'Interface' },
  { key: 'ip', header: 'IP Address' },
  { key: 'mac', header: 'MAC' },
  { key: 'vendor', header: 'Vendor' },
];
const NIC_COLUMNS: LocalColumn<NicRow>[] = [
  { key: 'interface', header: 'Interface' },
  { key: 'admin', header: 'Admin Status', render: (r) => <StatusCell value={r.admin} /> },
  { key: 'status', header: 'Status', render: (r) => <StatusCell value={r.status} /> },
];
const LINK_COLUMNS: LocalColumn<LinkMonitorRow>[] = [
  { key: 'name', header: 'Interface' },
  { key: 'status', header: 'Status', render: (r) => <StatusCell value={r.status} /> },
];
const IPSEC_COLUMNS: LocalColumn<IpsecRow>[] = [
  { key: 'name', header: 'Tunnel' },
  { key: 'status', header: 'Status', render: (r) => <StatusCell value={r.status} /> },
  { key: 'ip', header: 'SILO IP' },
];
const SWITCH_COLUMNS: LocalColumn<SwitchRow>[] = [
  { key: 'interface', header: 'Interface' },
  { key: 'mac', header: 'MAC' },
  { key: 'vendor', header: 'Vendor' },
  { key: 'vlan', header: 'VLANID' },
];
const switchRows = (data: unknown) => (data as SwitchData | undefined)?.fsw_1_data;

/**
 * The five real-time diagnostic panels of the chosen device (spec 001 §2.14). Each reloads when
 * the device changes (its queries are keyed by name); the Switch panel asks the switch's parent site.
 */
export function DiagnosticPanels({ device }: { device: DeviceSearchHit }) {
  const name = device.name;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" data-testid="diagnostic-panels" key={name}>
      <DiagnosticPanel
        action="getSysArp"
        deviceName={name}
        title="ARP"
        heading={`Real Time Data for ${name}`}
        columns={ARP_COLUMNS}
        emptyText="No ARP information available to display"
      />
      <DiagnosticPanel
        action="diagHardwareNicInfo"
        deviceName={name}
        title="NIC"
        columns={NIC_COLUMNS}
        emptyText="No NIC informaion available to display"
      />
      <DiagnosticPanel
        action="diagSysLinkMonitor"
        deviceName={name}
        title="Link Monitor"
        columns={LINK_COLUMNS}
        emptyText="No information available to display"
      />
      <DiagnosticPanel
        action="getIpsecTunnelList"
        deviceName={name}
        title="IPSEC"
        columns={IPSEC_COLUMNS}
        emptyText="No information available to display"
      />
      {showsSwitchPanel(device) && device.psiteid && (
        <DiagnosticPanel
          action="diagSwitchControllerDumpClient"
          deviceName={device.psiteid}
          title="Switch info"
          heading={`Real Time Data for FortiSwitch ${name}`}
          columns={SWITCH_COLUMNS}
          emptyText="waiting for data"
          rowsOf={switchRows}
        />
      )}
    </SimpleGrid>
  );
}
