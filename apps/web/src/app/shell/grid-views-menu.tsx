import { Button } from '@mantine/core';
import { IconBookmarks } from '@tabler/icons-react';
import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';

// Its code comes with the first grid, not with the shell's first load (screens without a grid).
const SavedViewsMenu = lazyNamed(() => import('../../features/saved-views'), 'SavedViewsMenu');

/**
 * The saved-views menu every address-backed grid shows at its toolbar's end (GridViewsProvider in
 * the app layout); until its code arrives, the same button, disabled, so the toolbar does not move.
 */
export function GridViewsMenu() {
  return (
    <Suspense
      fallback={
        <Button size="xs" variant="default" leftSection={<IconBookmarks size={14} />} disabled>
          Views
        </Button>
      }
    >
      <SavedViewsMenu />
    </Suspense>
  );
}
