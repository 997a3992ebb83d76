import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYERS } from '../components/layer-toggles';
import { decodeLayers, decodePosition, encodeLayers, encodePosition } from './map-url';

describe('the Geo Map view in the address', () => {
  it('round-trips a position, rounded to what the eye sees', () => {
    const text = encodePosition({ center: { lat: 39.123456, lng: -98.54321 }, zoom: 4.5678 });
    expect(text).toBe('39.1235,-98.5432,4.57');
    expect(decodePosition(text)).toEqual({ center: { lat: 39.1235, lng: -98.5432 }, zoom: 4.57 });
  });

  it('ignores a position that is not three numbers in range', () => {
    for (const bad of [undefined, '', '1,2', 'a,b,c', '1,2,3,4', '91,0,3', '0,181,3', '0,0,30', '1,,3']) expect(decodePosition(bad)).toBeUndefined();
  });

  it('round-trips the layers and ignores unknown names', () => {
    const layers = { markers: false, weather: true, powerOutage: true };
    expect(encodeLayers(layers)).toBe('weather,powerOutage');
    expect(decodeLayers(encodeLayers(layers))).toEqual(layers);
    expect(decodeLayers(encodeLayers(DEFAULT_LAYERS))).toEqual(DEFAULT_LAYERS);
    expect(decodeLayers('markers,bogus')).toEqual({ markers: true, weather: false, powerOutage: false });
    expect(decodeLayers('')).toEqual({ markers: false, weather: false, powerOutage: false });
    expect(decodeLayers(undefined)).toBeUndefined();
  });
});
