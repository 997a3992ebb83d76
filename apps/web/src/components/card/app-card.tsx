import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FullscreenButton, useFullscreen } from '../fullscreen';
import classes from './app-card.module.css';
import { CopyLinkButton } from './copy-link-button';

export interface AppCardProps {
  title: ReactNode;
  /** Toolbar content shown left of the full-screen toggle. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Offer the per-card full-screen toggle (spec 002 §4). Default true. */
  fullScreen?: boolean;
  /** Offer 'Copy link', the address of the view on screen (issue 21). Default true. */
  copyLink?: boolean;
  /** Let the body fill the card's height (grids). */
  fill?: boolean;
  'data-testid'?: string;
}

/** The titled card every screen is made of, with its own full-screen toggle. */
export function AppCard({ title, actions, children, fullScreen = true, copyLink = true, fill, ...rest }: AppCardProps) {
  const { full, toggle, frameProps } = useFullscreen();
  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      {...frameProps(full ? classes.full : fill ? classes.fill : undefined, 'card')}
      data-testid={rest['data-testid']}
    >
      <Group className={classes.header} justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} className={classes.title}>
          {title}
        </Title>
        <Group gap={6} wrap="nowrap">
          {actions}
          {copyLink && <CopyLinkButton />}
          {fullScreen && <FullscreenButton full={full} onToggle={toggle} look="card" />}
        </Group>
      </Group>
      <div className={classes.body}>{children}</div>
    </Card>
  );
}
