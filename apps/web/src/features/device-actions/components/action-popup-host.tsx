import { Text } from '@mantine/core';
import type { ActionCatalogDevice } from '@nms/contract';
import { Popup } from '../../../components/popup/popup';
import { UrlScope } from '../../../lib/url-state';
import { AllDatabaseDetailsPopup } from '../popups/all-database-details-popup';
import { ApChartsPopup } from '../popups/ap-charts-popup';
import { JupiterEntPopup } from '../popups/jupiter-ent-popup';
import { MetricChartPopup } from '../popups/metric-chart-popup';
import { PacketCapturePopup } from '../popups/packet-capture-popup';
import { ReportPopup } from '../popups/report-popup';
import { ActionResultView } from '../../../components/action-results/result-view';
import type { OpenPopup } from './open-popup';

interface Props {
  popup: OpenPopup | undefined;
  device: ActionCatalogDevice & Record<string, unknown>;
  onClose: () => void;
}

/** Shows the panel's open popup; each is draggable, resizable and closed by its own button. */
export function ActionPopupHost({ popup, device, onClose }: Props) {
  if (!popup) return null;
  const { title } = popup;
  switch (popup.type) {
    case 'result':
      return (
        <Popup opened title={title} onClose={onClose}>
          <ActionResultView view={popup.view} data={popup.data} />
        </Popup>
      );
    case 'message':
      return (
        <Popup opened title={title} onClose={onClose}>
          <Text data-testid="action-message">{popup.text}</Text>
        </Popup>
      );
    case 'report':
      return <ReportPopup title={title} report={popup.report} deviceName={device.name} onClose={onClose} />;
    case 'metric':
      // A popup's chart window is its own, not the page's view (its hook runs outside the Popup's scope).
      return (
        <UrlScope off>
          <MetricChartPopup title={title} metric={popup.metric} label={popup.label} deviceName={device.name} onClose={onClose} />
        </UrlScope>
      );
    case 'packetCapture':
      return <PacketCapturePopup title={title} device={device} onClose={onClose} />;
    case 'apCharts':
      return <ApChartsPopup title={title} nocId={device.nocid ?? ''} apId={device.name} onClose={onClose} />;
    case 'jupiterEnt':
      return (
        <UrlScope off>
          <JupiterEntPopup title={title} deviceName={device.name} onClose={onClose} />
        </UrlScope>
      );
    case 'allDatabaseDetails':
      return <AllDatabaseDetailsPopup title={title} deviceName={device.name} onClose={onClose} />;
  }
}
