import { NavLink, ScrollArea, Text, Tooltip } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../../lib/auth/session';
import { APP_VERSION } from '../../lib/runtime-config';
import { isActive, menuFor } from '../menu';
import classes from './side-menu.module.css';

/** The side menu: entries of spec 002 §2.2, Admin only for the admin group. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const entries = menuFor(user?.isAdmin ?? false);
  return (
    <>
      <ScrollArea className={classes.scroll} type="hover" scrollbarSize={6}>
        <nav className={classes.list} data-testid="side-menu">
          {entries.map((e) => {
            const link = (
              <NavLink
                key={e.to}
                component={Link}
                to={e.to}
                label={collapsed ? undefined : e.label}
                aria-label={e.label}
                leftSection={<e.icon size={20} stroke={1.6} />}
                active={isActive(e, pathname)}
                className={classes.link}
                data-collapsed={collapsed || undefined}
              />
            );
            return collapsed ? (
              <Tooltip key={e.to} label={e.label} position="right" withArrow>
                {link}
              </Tooltip>
            ) : (
              link
            );
          })}
        </nav>
      </ScrollArea>
      {!collapsed && (
        <Text size="xs" c="dimmed" className={classes.version}>
          Version {APP_VERSION}
        </Text>
      )}
    </>
  );
}
