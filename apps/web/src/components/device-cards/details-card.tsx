import type { ReactNode } from 'react';
import { AppCard } from '../card/app-card';

export interface DetailsCardProps {
  title: string;
  children: ReactNode;
  /** Grids (other devices, networks) offer the card's full-screen toggle; row cards do not need it. */
  fullScreen?: boolean;
  actions?: ReactNode;
  testId: string;
}

/** One card of the Device Details grid: the shared AppCard, titled, without per-card full screen by default. */
export function DetailsCard({ title, children, fullScreen = false, actions, testId }: DetailsCardProps) {
  return (
    <AppCard title={title} fullScreen={fullScreen} actions={actions} data-testid={testId}>
      {children}
    </AppCard>
  );
}
