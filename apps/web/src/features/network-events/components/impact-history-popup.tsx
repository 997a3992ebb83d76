import { Popup } from '../../../components/popup/popup';
import { ImpactHistoryChart } from './impact-history-chart';

/** 'Impact History of {group}': the impact history chart in an 850-wide draggable popup. */
export function ImpactHistoryPopup({ group, onClose }: { group: string; onClose: () => void }) {
  return (
    <Popup opened title={`Impact History of ${group}`} onClose={onClose} width={850}>
      <ImpactHistoryChart group={group} />
    </Popup>
  );
}
