import { AppShell, Burger, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { GridViewsProvider } from '../../components/data-grid/grid-views-slot';
import { CommandPaletteHost } from '../../features/command-palette';
import { useSessionUser } from '../../lib/auth/session';
import { HOME } from '../guards';
import { GridViewsMenu } from './grid-views-menu';
import classes from './app-layout.module.css';
import { LiveToggle } from './live-toggle';
import { paletteScreens } from './palette-screens';
import { SideMenu } from './side-menu';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

/** Sidebar width of spec 002 §9; the collapsed menu keeps its icons. */
export const SIDEBAR_WIDTH = 270;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

/** The app shell of spec 002 §2.2: side menu, top bar with theme toggle and user menu. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'nms.menu.collapsed', defaultValue: false });
  const label = collapsed ? 'Expand menu' : 'Collapse menu';
  const isAdmin = useSessionUser()?.isAdmin ?? false;
  const screens = useMemo(() => paletteScreens(isAdmin), [isAdmin]);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH, breakpoint: 0 }}
      padding="md"
      className={classes.shell}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Tooltip label={label}>
              <Burger opened={!collapsed} onClick={() => setCollapsed((c) => !c)} size="sm" aria-label={label} />
            </Tooltip>
            <UnstyledButton component={Link} to={HOME} className={classes.brand} aria-label="NMS Tools home">
              <span className={classes.logo}>NT</span>
              <Text fw={700} size="lg" visibleFrom="xs">
                NMS Tools
              </Text>
            </UnstyledButton>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <CommandPaletteHost screens={screens} />
            <LiveToggle />
            <ThemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar} data-collapsed={collapsed || undefined} aria-label="Main menu">
        <SideMenu collapsed={collapsed} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <GridViewsProvider menu={<GridViewsMenu />}>{children}</GridViewsProvider>
      </AppShell.Main>
    </AppShell>
  );
}
