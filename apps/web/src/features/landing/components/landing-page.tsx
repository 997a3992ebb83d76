import { Anchor, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLogin2, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { APP_VERSION } from '../../../lib/runtime-config';
import { greetingFor } from './greeting';
import classes from './landing-page.module.css';

/** The public landing page (spec 002 §2.3). */
export function LandingPage() {
  const greeting = greetingFor(new Date().getHours());
  const year = new Date().getFullYear();
  return (
    <div className={classes.page}>
      <header className={classes.top}>
        <span className={classes.logo}>NT</span>
        <Text fw={700} size="lg" c="white">
          NMS Tools
        </Text>
      </header>
      <main className={classes.center}>
        <Paper radius="lg" p={40} shadow="xl" className={classes.card}>
          <Stack align="center" gap="md">
            <Text c="dimmed" fw={600} tt="uppercase" size="sm" data-testid="greeting">
              {greeting}
            </Text>
            <Title order={1} ta="center" className={classes.title}>
              Welcome to NMS Tools
            </Title>
            <Text ta="center" c="dimmed" maw={420}>
              The operations console for the satellite and terrestrial broadband network: device health, events, diagnostics and inventory in one
              place.
            </Text>
            <Button component={Link} to="/login" size="md" radius="md" leftSection={<IconLogin2 size={18} />} mt="sm" px={40}>
              Log In
            </Button>
            <Stack gap={6} align="center" mt="sm">
              <ThemeIcon variant="light" radius="xl" size="md">
                <IconShieldCheck size={16} />
              </ThemeIcon>
              <Text size="sm" c="dimmed" ta="center" maw={400} data-testid="idp-info">
                Sign in with your identity provider (Okta) credentials. If you do not have access, please contact the{' '}
                <Anchor href="mailto:nms-team@nmstools.example" size="sm">
                  NMS team
                </Anchor>
                .
              </Text>
            </Stack>
          </Stack>
        </Paper>
      </main>
      <footer className={classes.footer}>
        <Text size="xs" c="gray.3">
          © {year} NMS Tools. All rights reserved. · Version {APP_VERSION}
        </Text>
      </footer>
    </div>
  );
}
