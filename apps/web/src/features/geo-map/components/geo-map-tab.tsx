import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, precisionForZoom } from '@nms/contract';
import { Alert, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useMemo, useState } from 'react';
import { LuceneBox } from '../../../components/lucene-box/lucene-box';
import { MapOverlay, MapView } from '../../../components/map-view';
import { MESSAGES } from '../../../components/notice/messages';
import { SummaryStrip } from '../../../components/summary-strip/summary-strip';
import { CHART_REFRESH_MS, TimerToggle } from '../../../components/timer-toggle/timer-toggle';
import { ApiError } from '../../../lib/api-client';
import { weatherTileUrl } from '../../../lib/runtime-config';
import { markerStats, markersGeoJson } from '../logic/markers-geojson';
import { outageGeoJson } from '../logic/outage-geojson';
import { nextRefused, type RefusedQuery } from '../logic/refused-query';
import classes from './geo-map.module.css';
import { LayerToggles } from './layer-toggles';
import { OutageLegend } from './outage-legend';
import { GEO_MAP_DATA_KEY, useGeoSummary, useMarkers, usePowerOutages } from './use-geo-map-data';
import { useMapViewport } from './use-map-viewport';
import { useMapUrlState } from './use-map-url-state';
import { useMarkerLayer } from './use-marker-layer';
import { useOutageLayer } from './use-outage-layer';
import { useRadarLayer } from './use-radar-layer';
import { AGGREGATES_VIEW } from '../../../lib/live/live-types';
import { useLiveReload } from '../../../lib/live/use-live';
import { invalidateLocally } from '../../../lib/data-changes';

/** A refused query (400) is the user's to fix: its message goes under the filter box. */
const badQuery = (e: unknown): string | undefined => (e instanceof ApiError && e.status === 400 ? e.message : undefined);

/**
 * The Dashboard's Geo Map tab (spec 001 §2.6): device markers of the visible area, the summary of
 * that area, the filter box, power outage and weather radar layers, and the refresh timer.
 */
export function GeoMapTab() {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [typed, setTyped] = useState('');
  const { start, layers, setLayers } = useMapUrlState(map, { center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM });
  const [refused, setRefused] = useState<RefusedQuery>();
  const view = useMapViewport(map);
  const client = useQueryClient();

  // A refused filter is not asked again (for any view, nor by the timer) until the text changes.
  const blocked = refused?.text === typed;
  const markers = useMarkers(view, typed, layers.markers && !blocked);
  const summary = useGeoSummary(view, typed, !blocked);
  const outages = usePowerOutages(view, layers.powerOutage);
  const tileUrl = weatherTileUrl();
  const refusal = nextRefused(refused, typed, badQuery(markers.error) ?? badQuery(summary.error));
  if (refusal !== refused) setRefused(refusal);

  // A failed load, or a refused filter, draws nothing rather than stale data (spec 001 §8).
  const markerAnswer = markers.isError || refusal ? undefined : markers.data;
  const markerData = useMemo(() => markersGeoJson(markerAnswer?.data ?? []), [markerAnswer]);
  const outageData = useMemo(
    () => (outages.rows.data && outages.areas.data && !outages.rows.isError ? outageGeoJson(outages.areas.data, outages.rows.data.data) : undefined),
    [outages.rows.data, outages.areas.data, outages.rows.isError],
  );
  useMarkerLayer(map, markerData, layers.markers);
  useOutageLayer(map, outageData, layers.powerOutage);
  const radarLoaded = useRadarLayer(map, tileUrl, layers.weather);

  const queryError = refusal?.message;
  const loadFailed =
    (markers.isError && !badQuery(markers.error)) || (summary.isError && !badQuery(summary.error)) || (layers.powerOutage && outages.rows.isError);
  const reload = useCallback(() => void invalidateLocally(client, { kinds: ['geoMap'] }), [client]);
  // Live: the markers and the strip follow the fleet's states (the outage layer is not ours to follow).
  useLiveReload(AGGREGATES_VIEW, () =>
    Promise.all([
      client.refetchQueries({ queryKey: [...GEO_MAP_DATA_KEY, 'markers'], type: 'active' }),
      client.refetchQueries({ queryKey: [...GEO_MAP_DATA_KEY, 'summary'], type: 'active' }),
    ]),
  );
  const stats = markerStats(markerAnswer);
  const drawnOutages = layers.powerOutage ? outageData : undefined;

  return (
    <div className={classes.root} data-testid="geo-map-tab">
      <div className={classes.toolbar}>
        {/* Enter applies the text, which the map AND-s with the discovered-only condition (spec 001 §2.6). */}
        <LuceneBox value={typed} onRun={setTyped} error={queryError} label="Map filter" width={320} />
        <Group gap="xs">
          {markerAnswer?.truncated && (
            <Text size="xs" c="dimmed" data-testid="markers-truncated">
              Showing the {stats.cells.toLocaleString('en-US')} largest areas; zoom in for all.
            </Text>
          )}
          <TimerToggle onTick={reload} intervalMs={CHART_REFRESH_MS} />
        </Group>
      </div>
      <SummaryStrip counts={summary.isError || refusal ? undefined : summary.data?.data} />
      <MapView
        center={start.center}
        zoom={start.zoom}
        onMap={setMap}
        data-testid="geo-map"
        data={{
          'markers-state': refusal ? 'error' : markers.isFetching ? 'loading' : markers.isError ? 'error' : markerAnswer ? 'ready' : undefined,
          'marker-cells': stats.cells,
          'marker-devices': stats.devices,
          'marker-total': markerAnswer?.total,
          'marker-precision': view ? precisionForZoom(view.zoom) : undefined,
          'outage-level': drawnOutages ? outages.group : undefined,
          'outage-features': drawnOutages?.features.length,
          radar: radarLoaded ? 'loaded' : undefined,
        }}
      >
        <MapOverlay top={10} left={10}>
          <LayerToggles layers={layers} onChange={setLayers} />
        </MapOverlay>
        {layers.powerOutage && (
          <MapOverlay bottom={10} left={10}>
            <OutageLegend level={outages.group} />
          </MapOverlay>
        )}
        {loadFailed && (
          <MapOverlay top={10} left="50%">
            <Alert color="red" variant="filled" py={6} style={{ transform: 'translateX(-50%)' }} data-testid="geo-map-error">
              {MESSAGES.dataLoadingError}
            </Alert>
          </MapOverlay>
        )}
      </MapView>
    </div>
  );
}
