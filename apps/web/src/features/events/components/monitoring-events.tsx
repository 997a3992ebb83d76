import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { ArchivedEventsGrid } from './archived-events-grid';
import { EventsGrid } from './events-grid';

type Which = 'active' | 'archived';
const CHOICES = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

/**
 * The Monitoring tab's events card: the active Events grid or the all-devices Archived Events
 * grid, switched in the card header (the archived grid has no other home in the console).
 */
export function MonitoringEvents() {
  const [which, setWhich] = useState<Which>('active');
  const toggle = (
    <SegmentedControl
      size="xs"
      data={CHOICES}
      value={which}
      onChange={(v) => setWhich(v as Which)}
      aria-label="Events list"
      data-testid="events-switch"
    />
  );
  return which === 'active' ? <EventsGrid headerStart={toggle} /> : <ArchivedEventsGrid headerStart={toggle} />;
}
