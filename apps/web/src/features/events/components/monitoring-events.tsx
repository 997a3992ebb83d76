import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useMe } from '../../../lib/auth/get-me';
import { myAlertsQuery } from '../logic/my-alerts';
import { ArchivedEventsGrid } from './archived-events-grid';
import { EventsGrid } from './events-grid';

type Which = 'active' | 'archived' | 'mine';

/**
 * The Monitoring tab's events card: the active Events grid, the all-devices Archived Events grid
 * (it has no other home in the console), or My Alerts (issue 33: the active alerts the caller
 * acknowledged or owns), switched in the card header.
 */
export function MonitoringEvents() {
  const [which, setWhich] = useState<Which>('active');
  const nickname = useMe().data?.nickname;
  const toggle = (
    <SegmentedControl
      size="xs"
      data={[
        { value: 'active', label: 'Active' },
        { value: 'archived', label: 'Archived' },
        { value: 'mine', label: 'My Alerts', disabled: !nickname },
      ]}
      value={which}
      onChange={(v) => setWhich(v as Which)}
      aria-label="Events list"
      data-testid="events-switch"
    />
  );
  if (which === 'archived') return <ArchivedEventsGrid headerStart={toggle} />;
  if (which === 'mine' && nickname)
    return <EventsGrid key="mine" headerStart={toggle} baseQuery={myAlertsQuery(nickname)} gridId="my-alerts" title="My Alerts" />;
  return <EventsGrid headerStart={toggle} />;
}
