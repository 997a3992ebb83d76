import { ActionIcon, Paper, Portal, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useRef, type PointerEvent, type ReactNode } from 'react';
import { UrlScope } from '../../lib/url-state';
import classes from './popup.module.css';

export interface PopupProps {
  opened: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** CSS width; the spec's default is 50% of the window. */
  width?: number | string;
}

/**
 * A draggable, resizable window (spec 000 §4, 001 §9: 50% wide, max height 95%). It is closed
 * only by its close button: clicks outside and the page behind stay live.
 */
export function Popup({ opened, title, onClose, children, width = '50vw' }: PopupProps) {
  const ref = useRef<HTMLDivElement>(null);

  const startDrag = (e: PointerEvent<HTMLDivElement>) => {
    const el = ref.current;
    if (!el || (e.target as HTMLElement).closest('button')) return;
    const rect = el.getBoundingClientRect();
    const dx = e.clientX - rect.left;
    const dy = e.clientY - rect.top;
    const move = (ev: globalThis.PointerEvent) => {
      const x = Math.min(Math.max(ev.clientX - dx, 0), window.innerWidth - 80);
      const y = Math.min(Math.max(ev.clientY - dy, 0), window.innerHeight - 40);
      el.style.left = `${x}px`;
      el.style.top = `${y}px`;
      el.style.transform = 'none';
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  if (!opened) return null;
  return (
    <Portal>
      <Paper
        ref={ref}
        className={classes.popup}
        shadow="xl"
        withBorder
        role="dialog"
        aria-label={typeof title === 'string' ? title : undefined}
        style={{ width }}
      >
        <div className={classes.header} onPointerDown={startDrag}>
          <Text fw={600} truncate>
            {title}
          </Text>
          <ActionIcon variant="subtle" color="gray" aria-label="Close" onClick={onClose}>
            <IconX size={18} />
          </ActionIcon>
        </div>
        {/* A popup is a passing look, not the view: its grids stay out of the address. */}
        <div className={classes.body}>
          <UrlScope off>{children}</UrlScope>
        </div>
      </Paper>
    </Portal>
  );
}
