import { Group, Tabs } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { UrlScope, useUrlChoice } from '../../lib/url-state';
import classes from './card-tabs.module.css';

export interface CardTab<T extends string> {
  value: T;
  label: ReactNode;
  icon?: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
  /** Mounted only while its tab is open: its queries run when it opens. */
  panel: ReactNode;
}

export interface CardTabsProps<T extends string> {
  tabs: readonly CardTab<T>[];
  /** The open tab when the screen keeps it (its route, `useUrlChoice`); else the tabs keep it in the address (`tab`), `defaultValue` first. */
  value?: T;
  defaultValue?: T;
  /** Every click on a tab, the open one too (as Mantine's Tabs). */
  onChange?: (value: T) => void;
  /**
   * `fill` (default): the tabs take the height left in their flex column (a `fill` AppCard) and
   * the open panel the height under the list, so grids inside size to it. `flow`: the content's height.
   */
  layout?: 'fill' | 'flow';
  /** With `fill`: false when `className` sets the tabs' height itself (the root does not grow). */
  grow?: boolean;
  /** Space between the tab list and the panel, px. */
  gap?: number;
  /** A fixed panel height, px: grids need a definite box where the page itself scrolls. */
  panelHeight?: number;
  /** The panel scrolls its own overflow. */
  scroll?: boolean;
  /** Content at the right end of the tab row (a selector that filters the panels). */
  beside?: ReactNode;
  variant?: 'default' | 'pills';
  className?: string;
  /**
   * Each panel keeps its view in the address under its tab's name (`?tab=x&x.q=...`), so the
   * grids of two tabs never read each other's. False where the path itself names the tab.
   */
  urlScope?: boolean;
  'data-testid'?: string;
}

/** A tab's value as a parameter prefix ('Real Time Data' → 'real-time-data'). */
const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type TabsVar = '--card-tabs-gap' | '--card-tabs-panel-height';

/** The tabs of a card (spec 002 §4): one look and one layout for every tabbed screen. */
export function CardTabs<T extends string>({
  tabs,
  value,
  defaultValue,
  onChange,
  layout = 'fill',
  grow = true,
  gap = 12,
  panelHeight,
  scroll,
  beside,
  variant,
  className,
  urlScope = true,
  ...rest
}: CardTabsProps<T>) {
  const values = tabs.map((t) => t.value);
  const [kept, keep] = useUrlChoice<T>('tab', values, defaultValue ?? values[0]!);
  const open = value ?? kept;
  const select = (picked: string | null) => {
    const tab = tabs.find((t) => t.value === picked);
    if (!tab) return;
    if (value === undefined) keep(tab.value);
    onChange?.(tab.value);
  };
  const style: CSSProperties & Record<TabsVar, string | undefined> = {
    '--card-tabs-gap': `${gap}px`,
    '--card-tabs-panel-height': panelHeight ? `${panelHeight}px` : undefined,
  };
  const list = (
    <Tabs.List className={beside ? classes.list : undefined}>
      {tabs.map((t) => (
        <Tabs.Tab key={t.value} value={t.value} leftSection={t.icon} disabled={t.disabled}>
          {t.label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
  return (
    <Tabs
      value={open}
      onChange={select}
      keepMounted={false}
      variant={variant}
      className={className ? `${classes.tabs} ${className}` : classes.tabs}
      style={style}
      data-layout={layout}
      data-grow={(layout === 'fill' && grow) || undefined}
      data-fixed={panelHeight ? true : undefined}
      data-testid={rest['data-testid']}
    >
      {beside ? (
        <Group justify="space-between" wrap="nowrap" gap="xs" className={classes.bar}>
          {list}
          {beside}
        </Group>
      ) : (
        list
      )}
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value} className={classes.panel} data-scroll={scroll || undefined}>
          {urlScope ? <UrlScope prefix={slug(t.value)}>{t.panel}</UrlScope> : t.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
