import { Group, Tabs } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
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
  /** The open tab when the screen keeps it (state, URL); else `defaultValue` and the tabs keep it. */
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
  'data-testid'?: string;
}

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
  ...rest
}: CardTabsProps<T>) {
  const select = (picked: string | null) => {
    const tab = tabs.find((t) => t.value === picked);
    if (tab) onChange?.(tab.value);
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
      value={value}
      defaultValue={defaultValue}
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
          {t.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
