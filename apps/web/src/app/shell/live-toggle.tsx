import { Badge, Group, Switch, Tooltip } from '@mantine/core';
import { useEffect } from 'react';
import { useSessionUser } from '../../lib/auth/session';
import { liveClient, watchUserLoaded } from '../../lib/live/live-client';
import { useLivePreference } from '../../lib/live/live-preference';
import { LIVE_STATE_LABEL, type LiveState } from '../../lib/live/live-types';
import { useLiveServed, useLiveState } from '../../lib/live/use-live';
import classes from './live-toggle.module.css';

const COLOR: Record<LiveState, string> = { live: 'teal', reconnecting: 'orange', paused: 'gray' };
const HINT: Record<LiveState, string> = {
  live: 'Screens follow changes as they happen',
  reconnecting: 'The live connection dropped: reconnecting, then catching up',
  paused: 'Live updates are off: screens change on Refresh or their timers',
};

/** The header's Live toggle (on by default, remembered per user) and its Live / Reconnecting / Paused indicator. */
export function LiveToggle() {
  const user = useSessionUser();
  return user ? <LiveToggleOf userName={user.userName} /> : null;
}

function LiveToggleOf({ userName }: { userName: string }) {
  const [on, setOn] = useLivePreference(userName);
  const state = useLiveState();
  const served = useLiveServed();
  // The tab's one stream lives while the shell does (signed in) and the toggle is on.
  useEffect(() => {
    liveClient.setEnabled(on, watchUserLoaded);
    return () => liveClient.setEnabled(false);
  }, [on]);
  return (
    <Tooltip label={HINT[state]}>
      <Group gap={8} wrap="nowrap" className={classes.control} data-testid="live-control">
        <Switch size="sm" checked={on} onChange={(e) => setOn(e.currentTarget.checked)} aria-label="Live updates" data-testid="live-toggle" />
        <Badge
          variant="light"
          color={COLOR[state]}
          radius="sm"
          tt="none"
          size="lg"
          w={132}
          leftSection={<span className={classes.dot} data-state={state} />}
          data-testid="live-indicator"
          data-state={state}
          data-views={served.views}
          data-synced={served.synced}
          aria-live="polite"
        >
          {LIVE_STATE_LABEL[state]}
        </Badge>
      </Group>
    </Tooltip>
  );
}
