import { Paper, Stack, Switch } from '@mantine/core';

export interface MapLayers {
  markers: boolean;
  weather: boolean;
  powerOutage: boolean;
}

/** Markers and weather on, power outage off (spec 001 §2.6). */
export const DEFAULT_LAYERS: MapLayers = { markers: true, weather: true, powerOutage: false };

const LABELS: [keyof MapLayers, string][] = [
  ['markers', 'Markers'],
  ['weather', 'Weather'],
  ['powerOutage', 'Power Outage'],
];

/** The map's layer switches. */
export function LayerToggles({ layers, onChange }: { layers: MapLayers; onChange: (next: MapLayers) => void }) {
  return (
    <Paper shadow="sm" p="xs" withBorder data-testid="layer-toggles">
      <Stack gap={6}>
        {LABELS.map(([key, label]) => (
          <Switch key={key} size="xs" label={label} checked={layers[key]} onChange={(e) => onChange({ ...layers, [key]: e.currentTarget.checked })} />
        ))}
      </Stack>
    </Paper>
  );
}
