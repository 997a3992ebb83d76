import { Button, Kbd } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import type { PaletteScreen } from './use-palette-results';

// The palette's code loads on the first Ctrl-K: the shell's first load does not carry it.
const CommandPalette = lazyNamed(() => import('./command-palette'), 'CommandPalette');

/** Ctrl-K (⌘K on a Mac) anywhere opens the palette, and closes it again. */
export const isPaletteKey = (e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/**
 * Mounted once in the app shell's header: a button that says the shortcut, the Ctrl-K listener,
 * and the palette, kept once it has loaded (its recent items and PAM popup stay).
 */
export function CommandPaletteHost({ screens }: { screens: readonly PaletteScreen[] }) {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPaletteKey(e)) return;
      // The browser's own Ctrl-K (focus its search bar) would take the keys away from the console.
      e.preventDefault();
      setLoaded(true);
      setOpened((o) => !o);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, []);

  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconSearch size={14} />}
        rightSection={<Kbd size="xs">Ctrl K</Kbd>}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
        data-testid="palette-button"
      >
        Search
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette opened={opened} onClose={() => setOpened(false)} screens={screens} />
        </Suspense>
      )}
    </>
  );
}
