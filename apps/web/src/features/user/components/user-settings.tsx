import { Group, Radio, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { AppCard } from '../../../components/card/app-card';

/** Settings: the User Settings card with the Change Theme radio (Light default, remembered). */
export function UserSettings() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const value = colorScheme === 'dark' ? 'dark' : 'light';
  return (
    <AppCard title="User Settings" data-testid="user-settings">
      <Stack gap="xs">
        <Radio.Group label="Change Theme" value={value} onChange={(v) => setColorScheme(v === 'dark' ? 'dark' : 'light')}>
          <Group mt="xs">
            <Radio value="light" label="Light" />
            <Radio value="dark" label="Dark" />
          </Group>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          The theme is remembered on this browser.
        </Text>
      </Stack>
    </AppCard>
  );
}
