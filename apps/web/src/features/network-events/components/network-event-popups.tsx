import { Popup } from '../../../components/popup/popup';
import { ImpactHistoryPopup } from './impact-history-popup';
import { ImpactedCustomersGrid } from './impacted-customers-grid';
import { ImpactedDevicesGrid } from './impacted-devices-grid';
import type { NetworkEventPopup } from './network-event-menu';

export interface OpenPopup {
  popup: NetworkEventPopup;
  group: string;
}

/** The popup a row menu choice opened (draggable; closed only by its button). */
export function NetworkEventPopups({ open, onClose }: { open: OpenPopup | undefined; onClose: () => void }) {
  if (!open) return null;
  if (open.popup === 'history') return <ImpactHistoryPopup group={open.group} onClose={onClose} />;
  const devices = open.popup === 'devices';
  return (
    <Popup
      opened
      title={devices ? `Impacted Devices of ${open.group}` : `Impacted Customers of ${open.group}`}
      onClose={onClose}
      width={devices ? 1000 : 600}
    >
      <div style={{ height: 520, display: 'flex', flexDirection: 'column' }}>
        {devices ? <ImpactedDevicesGrid group={open.group} /> : <ImpactedCustomersGrid group={open.group} />}
      </div>
    </Popup>
  );
}
