import type { AlertRow, AlertWorkflow } from '@nms/contract';
import { Stack } from '@mantine/core';
import { Suspense, useState } from 'react';
import { Popup } from '../../../components/popup/popup';
import { lazyNamed } from '../../../lib/lazy-named';
import { EventDetail } from './event-detail';

// The alert workflow (issue 33) loads when details first open, not with the grids.
const AlertWorkflowPanel = lazyNamed(() => import('../../alert-workflow/lazy-alert-workflow'), 'AlertWorkflowPanel');

export const eventDetailsTitle = (event: AlertRow): string => `Event Details of ${String(event.elementName ?? event.name)}`;

/**
 * 'Event Details of {name}': 50% wide, max height 95%, the body scrolls; closed only by its button.
 * The alert's workflow (acknowledge, assign, notes) sits above its fields.
 */
export function EventDetailsPopup({ event, onClose }: { event: AlertRow; onClose: () => void }) {
  const id = Number(event.id);
  // The row the grid had may predate an acknowledgement: the fields show the workflow read now.
  const [workflow, setWorkflow] = useState<AlertWorkflow>();
  const shown: AlertRow = workflow ? { ...event, ...workflow } : event;
  return (
    <Popup opened title={eventDetailsTitle(event)} onClose={onClose} width="50vw">
      <Stack gap="sm">
        {id > 0 && (
          <Suspense fallback={null}>
            <AlertWorkflowPanel alertId={id} onRead={setWorkflow} />
          </Suspense>
        )}
        <EventDetail event={shown} />
      </Stack>
    </Popup>
  );
}
