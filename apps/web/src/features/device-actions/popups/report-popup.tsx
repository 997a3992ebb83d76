import { Center, Loader, Text } from '@mantine/core';
import { MESSAGES } from '../../../components/notice/messages';
import { Popup } from '../../../components/popup/popup';
import { useReportLink } from '../api/get-report-link';

interface Props {
  title: string;
  report: string;
  deviceName: string;
  onClose: () => void;
}

/** A report action: the embedded report page in an iframe (URL from reports/link). */
export function ReportPopup({ title, report, deviceName, onClose }: Props) {
  const link = useReportLink(report, deviceName);
  return (
    <Popup opened title={title} onClose={onClose}>
      {link.isPending && (
        <Center h={200}>
          <Loader size="sm" />
        </Center>
      )}
      {link.isError && <Text c="red">{MESSAGES.dataLoadingError}</Text>}
      {link.data && <iframe title={title} src={link.data} data-testid="report-frame" style={{ width: '100%', height: '70vh', border: 0 }} />}
    </Popup>
  );
}
