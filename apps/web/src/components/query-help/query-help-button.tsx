import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Popup } from '../popup/popup';
import type { QueryHelpProps } from './query-help';
import { lazyNamed } from '../../lib/lazy-named';

const TITLE = 'Query Help';
// The help page is read on a click, not on every screen's first paint: it loads then.
const QueryHelp = lazyNamed(() => import('./query-help'), 'QueryHelp');

/** A help button that opens the query help page in a popup (next to a search box or query line). */
export function QueryHelpButton(props: QueryHelpProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label={TITLE}>
        <ActionIcon variant="default" size={30} aria-label={TITLE} onClick={() => setOpened(true)}>
          <IconHelp size={16} />
        </ActionIcon>
      </Tooltip>
      <Popup opened={opened} title={TITLE} onClose={() => setOpened(false)}>
        {opened && (
          <Suspense fallback={null}>
            <QueryHelp {...props} />
          </Suspense>
        )}
      </Popup>
    </>
  );
}
