import { Group, Radio, Stack, Text, useMantineColorScheme } from '@mantine/core';
import { AppCard } from '../../../components/card/app-card';
import { useGridDensity } from '../../../components/data-grid/grid-density';

/** Settings: the User Settings card with the Change Theme radio (Light default, remembered) and the grids' row density. */
export function UserSettings() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const value = colorScheme === 'dark' ? 'dark' : 'light';
  const [density, setDensity] = useGridDensity();
  return (
    <AppCard title="User Settings" data-testid="user-settings">
      <Stack gap="xs">
        <Radio.Group label="Change Theme" value={value} onChange={(v) => setColorScheme(v === 'dark' ? 'dark' : 'light')}>
          <Group mt="xs">
            <Radio value="light" label="Light" />
            <Radio value="dark" label="Dark" />
          </Group>
        </Radio.Group>
        <Radio.Group label="Grid rows" value={density} onChange={(v) => setDensity(v === 'compact' ? 'compact' : 'comfortable')}>
          <Group mt="xs">
            <Radio value="comfortable" label="Comfortable" />
            <Radio value="compact" label="Compact" />
          </Group>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          The theme and the grid rows are remembered on this browser (a grid's Reset Settings returns its rows to Comfortable).
        </Text>
      </Stack>
    </AppCard>
  );
}
