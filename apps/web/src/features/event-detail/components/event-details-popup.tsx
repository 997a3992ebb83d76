import type { AlertRow } from '@nms/contract';
import { Popup } from '../../../components/popup/popup';
import { EventDetail } from './event-detail';

export const eventDetailsTitle = (event: AlertRow): string => `Event Details of ${String(event.elementName ?? event.name)}`;

/** 'Event Details of {name}': 50% wide, max height 95%, the body scrolls; closed only by its button. */
export function EventDetailsPopup({ event, onClose }: { event: AlertRow; onClose: () => void }) {
  return (
    <Popup opened title={eventDetailsTitle(event)} onClose={onClose} width="50vw">
      <EventDetail event={event} />
    </Popup>
  );
}
