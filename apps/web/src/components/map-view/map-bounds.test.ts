import { describe, expect, it } from 'vitest';
import { apiBounds } from './map-bounds';

describe('apiBounds', () => {
  it('passes an ordinary view through', () => {
    expect(apiBounds({ north: 50, south: 20, west: -120, east: -60 })).toEqual({
      top_left_lat: 50,
      top_left_lng: -120,
      bottom_right_lat: 20,
      bottom_right_lng: -60,
    });
  });

  it('clamps latitudes and answers the whole world for a view wider than it', () => {
    expect(apiBounds({ north: 95, south: -91, west: -400, east: 300 })).toEqual({
      top_left_lat: 90,
      top_left_lng: -180,
      bottom_right_lat: -90,
      bottom_right_lng: 180,
    });
  });

  it('wraps a world copy back and keeps an antimeridian crossing as west > east', () => {
    expect(apiBounds({ north: 10, south: 0, west: 170, east: 200 })).toMatchObject({ top_left_lng: 170, bottom_right_lng: -160 });
    expect(apiBounds({ north: 10, south: 0, west: -200, east: -170 })).toMatchObject({ top_left_lng: 160, bottom_right_lng: -170 });
    expect(apiBounds({ north: 10, south: 0, west: 400, east: 420 })).toMatchObject({ top_left_lng: 40, bottom_right_lng: 60 });
  });

  it('keeps an east edge exactly on the antimeridian', () => {
    expect(apiBounds({ north: 10, south: 0, west: 100, east: 180 })).toMatchObject({ top_left_lng: 100, bottom_right_lng: 180 });
  });
});
