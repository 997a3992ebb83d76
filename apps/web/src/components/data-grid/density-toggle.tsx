import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBaselineDensityMedium, IconBaselineDensitySmall } from '@tabler/icons-react';
import { useGridDensity } from './grid-density';

/** The toolbar's density switch: compact rows or comfortable ones, remembered per user for every grid. */
export function DensityToggle() {
  const [density, setDensity] = useGridDensity();
  const compact = density === 'compact';
  const label = compact ? 'Comfortable rows' : 'Compact rows';
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={compact ? 'light' : 'default'}
        size={30}
        aria-label="Compact rows"
        aria-pressed={compact}
        data-testid="density-toggle"
        onClick={() => setDensity(compact ? 'comfortable' : 'compact')}
      >
        {compact ? <IconBaselineDensitySmall size={16} /> : <IconBaselineDensityMedium size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}
