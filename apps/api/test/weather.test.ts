import { RADAR_TILE_PATH } from '@nms/contract';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { crc32, encodePng } from '../src/modules/weather/png';
import { RADAR_FRAME_MS, radarCells } from '../src/modules/weather/radar-field';
import { renderRadarTile } from '../src/modules/weather/radar-tile';
import { createTestDatabase, type TestDatabase } from './test-databases';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Walks a PNG's chunks, checking each CRC; answers IHDR fields and the inflated IDAT bytes. */
function readPng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const ihdr = chunks[0].data;
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  return { width: ihdr.readUInt32BE(0), height: ihdr.readUInt32BE(4), depth: ihdr[8], colourType: ihdr[9], raw };
}

/** The RGBA pixels of a filter-0 scanline PNG. */
function pixelsOf(raw: Buffer, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width * 4 + 1)]).toBe(0);
    out.set(raw.subarray(y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1)), y * width * 4);
  }
  return out;
}

/** A frame and a tile with rain on it: the zoom-6 tile under the strongest cell. */
function wetTile(seed: number) {
  const frame = Math.floor(Date.UTC(2025, 0, 15, 12) / RADAR_FRAME_MS);
  const cell = radarCells(seed, frame).sort((a, b) => b.peak - a.peak)[0];
  const n = 2 ** 6;
  const r = (cell.lat * Math.PI) / 180;
  const x = Math.floor(((cell.lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n);
  return { frame, z: 6, x, y };
}

describe('PNG encoder', () => {
  it('writes a valid RGBA PNG that decodes to the same pixels', () => {
    const rgba = Uint8Array.from({ length: 7 * 3 * 4 }, (_, i) => (i * 37) % 256);
    const { width, height, depth, colourType, raw } = readPng(encodePng(7, 3, rgba));
    expect({ width, height, depth, colourType }).toEqual({ width: 7, height: 3, depth: 8, colourType: 6 });
    expect(raw.length).toBe(3 * (7 * 4 + 1));
    expect(pixelsOf(raw, 7, 3)).toEqual(rgba);
  });

  it('computes the IEEE CRC-32', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});

describe('radar tiles', () => {
  it('renders rain with the radar ramp and transparency where dry, the same for the same frame', () => {
    const { frame, z, x, y } = wetTile(42);
    const pixels = renderRadarTile(42, frame, z, x, y);
    expect(pixels).not.toBeNull();
    const alpha = pixels!.filter((_, i) => i % 4 === 3);
    expect(alpha.some((a) => a === 255)).toBe(true);
    expect(alpha.some((a) => a === 0)).toBe(true);
    // Byte comparisons: vitest's deep equality walks 262,144 elements slowly.
    const same = (a: Uint8Array | null) => a !== null && Buffer.from(a).equals(Buffer.from(pixels!));
    expect(same(renderRadarTile(42, frame, z, x, y))).toBe(true);
    // Storms drift: an hour later the tile differs.
    expect(same(renderRadarTile(42, frame + 12, z, x, y))).toBe(false);
    // Mid-Pacific stays dry.
    expect(renderRadarTile(42, frame, 6, 2, 28)).toBeNull();
  });
});

describe('GET /api/v1.0/weather/radar/{z}/{x}/{y}.png and app-config', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildApp({ config: loadConfig({ SIMULATOR: 'off', PORT: '8080' }), database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serves 256×256 PNG tiles without a bearer token, cacheable until the next frame', async () => {
    for (const url of ['/api/v1.0/weather/radar/0/0/0.png', '/api/v1.0/weather/radar/6/17/25.png', '/api/v1.0/weather/radar/3/7/7.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const maxAge = Number(/^public, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(30);
      expect(maxAge).toBeLessThanOrEqual(RADAR_FRAME_MS / 1000);
      const { width, height, colourType, raw } = readPng(res.rawPayload);
      expect({ width, height, colourType }).toEqual({ width: 256, height: 256, colourType: 6 });
      expect(raw.length).toBe(256 * (256 * 4 + 1));
    }
  });

  it('refuses tile indexes out of range with 400 naming the parameter', async () => {
    for (const [url, name] of [
      ['23/0/0', 'z'],
      ['3/8/0', 'x'],
      ['3/0/8', 'y'],
      ['3/-1/0', 'x'],
      ['a/0/0', 'z'],
      ['2/1.5/0', 'x'],
    ]) {
      const res = await app.inject({ method: 'GET', url: `/api/v1.0/weather/radar/${url}.png` });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message.startsWith(`${name}:`), res.body).toBe(true);
    }
  });

  it('tells the browser the tile URL: the embedded radar by default, WEATHER_TILE_URL when set', async () => {
    const res = await app.inject({ method: 'GET', url: '/app-config.json' });
    expect(res.json().weatherTileUrl).toBe(`http://127.0.0.1:8080/api/v1.0${RADAR_TILE_PATH}`);
    const external = 'https://radar.example.com/tiles/{z}/{x}/{y}.png?key=1';
    expect(loadConfig({ WEATHER_TILE_URL: external }).weatherTileUrl).toBe(external);
    expect(() => loadConfig({ WEATHER_TILE_URL: 'https://radar.example.com/tiles.png' })).toThrow(/\{z\}/);
    expect(() => loadConfig({ WEATHER_TILE_URL: 'ftp://radar.example.com/{z}/{x}/{y}' })).toThrow(/http/);
  });
});
