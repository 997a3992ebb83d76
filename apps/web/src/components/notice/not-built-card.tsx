import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { AppCard } from '../card/app-card';
import { MESSAGES } from './messages';

/** Stand-in for a screen that a later issue builds: a card naming the screen. */
export function NotBuiltCard({ screen, detail }: { screen: string; detail?: string }) {
  return (
    <AppCard title={screen} data-testid="not-built">
      <Stack align="center" gap="xs" py="xl">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconTools size={26} />
        </ThemeIcon>
        <Text fw={600}>{screen}</Text>
        <Text c="dimmed" ta="center">
          {MESSAGES.notBuilt}
        </Text>
        {detail && (
          <Text size="sm" c="dimmed" ta="center">
            {detail}
          </Text>
        )}
      </Stack>
    </AppCard>
  );
}
