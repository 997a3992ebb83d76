import type { AlertRow } from '@nms/contract';
import { Card, Stack, Table, Text } from '@mantine/core';
import { SEVERITY_STYLES, severityCode, severityLabel } from '../../../components/formatters/severity';
import { displayValue } from '../../../components/formatters/display-value';
import { eventFieldRows } from '../logic/event-fields';
import classes from './event-detail.module.css';

/** Grey for a severity outside 1 to 5 (shown raw). */
const OTHER_SEVERITY = '#868e96';

/** The severity-coloured card: severity label, event and device (spec 001 §2.18). */
export function SeverityCard({ event }: { event: AlertRow }) {
  const code = severityCode(event.severity);
  return (
    <Card
      radius="md"
      padding="md"
      className={classes.severityCard}
      bg={code ? SEVERITY_STYLES[code].hex : OTHER_SEVERITY}
      data-severity={code ?? 'other'}
      data-testid="event-severity-card"
    >
      <Text className={classes.label}>{severityLabel(event.severity) || displayValue(null)}</Text>
      <Text fw={600}>{displayValue(event.eventDisplayName ?? event.eventName)}</Text>
      <Text size="sm">{displayValue(event.elementName)}</Text>
    </Card>
  );
}

/** The event's fields as a name/value table, in the spec's order. */
export function EventFieldTable({ event }: { event: AlertRow }) {
  return (
    <Card withBorder radius="md" padding={0}>
      <Table striped withColumnBorders fz="sm" data-testid="event-details">
        <Table.Tbody>
          {eventFieldRows(event).map((r) => (
            <Table.Tr key={r.field} data-field={r.field}>
              <Table.Th className={classes.fieldName}>{r.field}</Table.Th>
              <Table.Td className={classes.fieldValue}>{r.text}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** Event detail: the severity card above the field table. */
export function EventDetail({ event }: { event: AlertRow }) {
  return (
    <Stack gap="sm" data-testid="event-detail">
      <SeverityCard event={event} />
      <EventFieldTable event={event} />
    </Stack>
  );
}
