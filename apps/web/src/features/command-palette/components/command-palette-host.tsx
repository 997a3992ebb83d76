import { Button, Kbd } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
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
  // Keys typed between Ctrl-K and the palette's box taking the focus (its code loading, the
  // modal opening): kept here and handed to the box, so 'Ctrl-K, a, b, c' never loses the 'abc'.
  const ahead = useRef({ opened: false, waiting: false, text: '' });
  const show = useCallback((open: boolean) => {
    ahead.current = { opened: open, waiting: open, text: '' };
    setLoaded(true);
    setOpened(open);
  }, []);
  const takeTypedAhead = useCallback(() => {
    const { text } = ahead.current;
    ahead.current = { ...ahead.current, waiting: false, text: '' };
    return text;
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isPaletteKey(e)) {
        // The browser's own Ctrl-K (focus its search bar) would take the keys away from the console.
        e.preventDefault();
        show(!ahead.current.opened);
      } else if (ahead.current.waiting && e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        ahead.current.text += e.key;
      }
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [show]);

  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconSearch size={14} />}
        rightSection={<Kbd size="xs">Ctrl K</Kbd>}
        onClick={() => show(true)}
        data-testid="palette-button"
      >
        Search
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette opened={opened} onClose={() => show(false)} screens={screens} takeTypedAhead={takeTypedAhead} />
        </Suspense>
      )}
    </>
  );
}
