import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { User } from 'oidc-client-ts';
import { useMemo, type ReactNode } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { SessionRestore } from '../lib/auth/session-restore';
import { markSignedIn } from '../lib/auth/signed-in-hint';
import { createUserManager } from '../lib/auth/user-manager';
import { queryClient } from '../lib/query-client';
import type { RuntimeConfig } from '../lib/runtime-config';
import { colorSchemeManager, theme } from './theme';

/** After the sign-in callback: drop the code from the URL; the callback route then navigates on. */
const onSigninCallback = (_user: User | undefined) => {
  markSignedIn();
  window.history.replaceState(window.history.state, document.title, window.location.pathname);
};

export function Providers({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const userManager = useMemo(() => createUserManager(config), [config]);
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <Notifications position="top-center" autoClose={3000} />
      <QueryClientProvider client={queryClient}>
        <AuthProvider userManager={userManager} onSigninCallback={onSigninCallback}>
          {children}
          <SessionRestore />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
