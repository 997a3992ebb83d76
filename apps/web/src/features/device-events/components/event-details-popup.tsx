import { Group, Table, Text } from '@mantine/core';
import { SeverityBadge } from '../../../components/formatters/severity-badge';
import { Popup } from '../../../components/popup/popup';
import type { AlertRow } from '../../events/api/get-alerts';
import { eventFieldRows } from '../logic/event-fields';

/** 'Event Details of {name}' (50% wide, max height 95%, the body scrolls): the event's fields as a name/value table. */
export function EventDetailsPopup({ event, onClose }: { event: AlertRow; onClose: () => void }) {
  const name = String(event.elementName ?? event.name);
  return (
    <Popup opened title={`Event Details of ${name}`} onClose={onClose} width="50vw">
      <Group gap="xs" mb="xs">
        <SeverityBadge value={event.severity} />
        <Text size="sm" fw={500}>
          {event.eventDisplayName ?? event.name}
        </Text>
      </Group>
      <Table striped withTableBorder withColumnBorders fz="sm" data-testid="event-details">
        <Table.Tbody>
          {eventFieldRows(event).map((r) => (
            <Table.Tr key={r.field}>
              <Table.Th w="40%">{r.field}</Table.Th>
              <Table.Td style={{ wordBreak: 'break-word' }}>{r.text}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Popup>
  );
}
