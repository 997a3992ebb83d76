// @vitest-environment jsdom
import type { MapMarker, PowerOutageFeature } from '@nms/contract';
import type { FeatureCollection, Geometry } from 'geojson';
import { describe, expect, it } from 'vitest';
import { markerStats, markersGeoJson } from './markers-geojson';
import { outageGeoJson } from './outage-geojson';
import { availabilityText, markerPopup, outagePopup } from './popup-content';

const marker = (key: string, doc_count: number, state: number): MapMarker => ({
  key,
  location: { lat: 35.5, lng: -80.25 },
  doc_count,
  state,
  states: { critical: state === 1 ? 1 : 0, major: 0, minor: 0, unknown: 0, normal: doc_count - (state === 1 ? 1 : 0) },
});

const square: Geometry = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
};
const row = (GEOID: string, AVAILABILITY = 99.5): PowerOutageFeature => ({
  NAME: `Area ${GEOID}`,
  STATE: 'North Carolina',
  GEOID,
  OUTAGE_COUNT: 5,
  TRACKED_COUNT: 1000,
  AVAILABILITY,
  COLOR: '#ffec99',
});

describe('markers', () => {
  it('places each cell at its mean position (lng, lat) with its counts', () => {
    const fc = markersGeoJson([marker('6/17/25', 12, 1)]);
    expect(fc.features[0].geometry.coordinates).toEqual([-80.25, 35.5]);
    expect(fc.features[0].properties).toMatchObject({ key: '6/17/25', doc_count: 12, state: 1, critical: 1, normal: 11 });
    // One critical device of 12 (8 %): the cluster reads Minor, not the red of its worst device.
    expect(fc.features[0].properties).toMatchObject({ shade: 3, label: '12' });
  });

  it('counts the cells and devices drawn', () => {
    expect(markerStats({ data: [marker('a', 3, 5), marker('b', 4, 1)], total: 7, truncated: false })).toEqual({ cells: 2, devices: 7 });
    expect(markerStats(undefined)).toEqual({ cells: 0, devices: 0 });
  });
});

describe('outages', () => {
  it('joins rows to the atlas shapes by GEOID and drops the unmatched', () => {
    const areas: FeatureCollection<Geometry, unknown> = {
      type: 'FeatureCollection',
      features: ['37', '45', '51'].map((id) => ({ type: 'Feature', id, geometry: square, properties: {} })),
    };
    const fc = outageGeoJson(areas, [row('37'), row('51'), row('99')]);
    expect(fc.features.map((f) => f.properties.GEOID)).toEqual(['37', '51']);
    expect(fc.features[0].geometry).toBe(square);
  });

  it("shows -1 availability as 'Not Tracked'", () => {
    expect(availabilityText(-1)).toBe('Not Tracked');
    expect(availabilityText(99.5)).toBe('99.50%');
    expect(outagePopup(row('37', -1)).querySelector('[data-field=AVAILABILITY]')?.textContent).toContain('Not Tracked');
  });
});

describe('marker popup', () => {
  it('lists the counts per state with thousands separators', () => {
    const el = markerPopup({
      key: 'k',
      doc_count: 1234,
      state: 1,
      shade: 5,
      label: '1,234',
      critical: 1,
      major: 0,
      minor: 0,
      unknown: 0,
      normal: 1233,
    });
    expect(el.textContent).toContain('1,234 devices');
    expect(el.querySelector('[data-field=normal]')?.textContent).toBe('Normal1,233');
  });
});
