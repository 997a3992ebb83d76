import 'maplibre-gl/dist/maplibre-gl.css';
import { useComputedColorScheme } from '@mantine/core';
import { Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, type ReactNode } from 'react';
import { loadCounties, loadStates, loadWorld } from './atlas';
import { BASE_SOURCES, baseStyle, COUNTY_OUTLINE_ZOOM, themePaint, type MapTheme } from './base-style';
import classes from './map-view.module.css';

// MapLibre 6 starts its worker from a URL; under Vite it must be the bundled file's URL, or no
// source ever loads (DESIGN.md).
setWorkerUrl(workerUrl);

/** The map element carries its MapLibre instance for tests and benches (no global handle). */
export type MapHost = HTMLDivElement & { __map?: MapLibreMap };

export interface MapViewProps {
  center: { lat: number; lng: number };
  zoom: number;
  /** Called with the map once its style has loaded, and with null when it is removed. */
  onMap: (map: MapLibreMap | null) => void;
  /** Absolutely placed overlays (toggles, messages) drawn over the map. */
  children?: ReactNode;
  'data-testid'?: string;
  /** State for tests: rendered as data-* attributes on the map element. */
  data?: Record<string, string | number | undefined>;
}

type GeoSource = { setData: (d: GeoJSON.GeoJSON) => void };
const setSource = (map: MapLibreMap, id: string, data: GeoJSON.GeoJSON) => (map.getSource(id) as GeoSource | undefined)?.setData(data);

/**
 * The one MapLibre wrapper: a base map drawn from the bundled world and US atlases on a plain
 * background (no tile, glyph or sprite server), light/dark with the app's theme, zoom buttons,
 * no rotation or pitch (the API takes the view as a lat/lng rectangle). Feature layers are added
 * by the owner through onMap, before the MAP_SLOTS anchors.
 */
export function MapView({ center, zoom, onMap, children, data, ...rest }: MapViewProps) {
  const host = useRef<MapHost>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const theme: MapTheme = useComputedColorScheme('light') === 'dark' ? 'dark' : 'light';
  const themeRef = useRef(theme);
  const mapRef = useRef<MapLibreMap | null>(null);
  const onMapRef = useRef(onMap);
  useEffect(() => {
    onMapRef.current = onMap;
  }, [onMap]);

  // The map is created once; centre and zoom are only its starting view.
  const start = useRef({ center, zoom });
  useEffect(() => {
    const el = host.current;
    if (!el || !canvas.current) return;
    const map = new MapLibreMap({
      container: canvas.current,
      style: baseStyle(themeRef.current),
      center: [start.current.center.lng, start.current.center.lat],
      zoom: start.current.zoom,
      minZoom: 1,
      maxZoom: 19,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      maxPitch: 0,
      attributionControl: false,
      maplibreLogo: false,
    });
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    el.__map = map;
    let removed = false;
    const showZoom = () => el.setAttribute('data-zoom', map.getZoom().toFixed(2));
    const loadCountyLines = () => {
      if (map.getZoom() < COUNTY_OUTLINE_ZOOM) return;
      map.off('zoomend', loadCountyLines);
      void loadCounties().then(({ countyBorders }) => !removed && setSource(map, BASE_SOURCES.countyBorders, countyBorders));
    };
    map.on('zoomend', showZoom);
    map.on('zoomend', loadCountyLines);
    map.once('load', () => {
      mapRef.current = map;
      // The theme may have switched while the style loaded.
      for (const [layer, prop, value] of themePaint(themeRef.current)) map.setPaintProperty(layer, prop, value);
      showZoom();
      void Promise.all([loadWorld(), loadStates()])
        .then(([world, us]) => {
          if (removed) return;
          setSource(map, BASE_SOURCES.land, world.land);
          setSource(map, BASE_SOURCES.countryBorders, world.countryBorders);
          setSource(map, BASE_SOURCES.stateBorders, us.stateBorders);
          el.setAttribute('data-base', 'loaded');
        })
        .catch((e: unknown) => console.error('Base map geometry failed to load', e));
      loadCountyLines();
      el.setAttribute('data-map', 'ready');
      onMapRef.current(map);
    });
    // The card's full-screen toggle and docks resize the element, not the window.
    const resize = new ResizeObserver(() => map.resize());
    resize.observe(el);
    return () => {
      removed = true;
      resize.disconnect();
      mapRef.current = null;
      onMapRef.current(null);
      delete el.__map;
      map.remove();
    };
  }, []);

  useEffect(() => {
    themeRef.current = theme;
    const map = mapRef.current;
    if (map) for (const [layer, prop, value] of themePaint(theme)) map.setPaintProperty(layer, prop, value);
  }, [theme]);

  const attrs = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]));
  return (
    <div ref={host} className={classes.host} data-testid={rest['data-testid']} data-theme={theme} {...attrs}>
      <div ref={canvas} className={classes.canvas} />
      {children}
    </div>
  );
}

/** A corner of the map for overlays. */
type Edge = number | string;
export function MapOverlay({ top, left, right, bottom, children }: { top?: Edge; left?: Edge; right?: Edge; bottom?: Edge; children: ReactNode }) {
  return (
    <div className={classes.overlay} style={{ top, left, right, bottom }}>
      {children}
    </div>
  );
}

/** False once the map was removed (its owner unmounted): layer clean-ups then have nothing to undo. */
export const mapIsLive = (map: MapLibreMap): boolean => !map._removed;
