import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './command-palette.module.css';

interface Props {
  id: string;
  active: boolean;
  badge: string;
  label: string;
  detail?: string;
  /** Shown at the right: a key hint or why the row cannot run. */
  hint?: ReactNode;
  disabled?: boolean;
  onHover: () => void;
  onPick: () => void;
}

/** One option of the palette's list; the input keeps the focus (aria-activedescendant). */
export function PaletteRow({ id, active, badge, label, detail, hint, disabled, onHover, onPick }: Props) {
  return (
    <UnstyledButton
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={disabled || undefined}
      tabIndex={-1}
      className={classes.row}
      data-active={active || undefined}
      data-disabled={disabled || undefined}
      data-testid="palette-option"
      data-badge={badge}
      data-label={label}
      onMouseEnter={onHover}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPick}
    >
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge size="sm" variant="light" className={classes.badge}>
            {badge}
          </Badge>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {label}
            </Text>
            {detail && (
              <Text size="xs" c="dimmed" truncate>
                {detail}
              </Text>
            )}
          </div>
        </Group>
        {hint && (
          <Text size="xs" c="dimmed" className={classes.hint}>
            {hint}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
