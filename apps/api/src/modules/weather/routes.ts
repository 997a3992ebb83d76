import { MAP_MAX_PRECISION } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { badRequest } from '../../lib/http-error';
import { RadarTiles } from './service';

const TileParams = Type.Object({ z: Type.String(), x: Type.String(), y: Type.String() });

/** A whole number in [0, max), or a 400 naming the parameter. */
function tileIndex(name: string, text: string, max: number): number {
  const n = /^\d{1,8}$/.test(text) ? Number(text) : NaN;
  if (!(n >= 0 && n < max)) throw badRequest(`${name}: '${text}' is not a tile index from 0 to ${max - 1}`);
  return n;
}

/**
 * The embedded weather radar (spec 001 §2.6): 256×256 PNG tiles of a simulated precipitation
 * field, so the overlay works with no external tile server. Public, like any tile server:
 * MapLibre fetches tiles itself, without the bearer token. A tile is good until the next
 * 5-minute radar frame, which is what Cache-Control says.
 */
export async function weatherRoutes(app: FastifyInstance) {
  const radar = new RadarTiles(app.config.simulator.seed);

  app.get<{ Params: { z: string; x: string; y: string } }>(
    '/weather/radar/:z/:x/:y.png',
    {
      schema: {
        tags: ['weather'],
        summary: 'Weather radar tile (PNG, 256×256, transparent where dry)',
        description:
          'Tile z/x/y (web-mercator) of the simulated precipitation radar for the current 5-minute frame. ' +
          'Public: MapLibre fetches tiles without the bearer token. 400 naming z, x or y when out of range.',
        params: TileParams,
        security: [],
        produces: ['image/png'],
        response: { 200: Type.String({ contentMediaType: 'image/png', description: 'the 256×256 PNG tile' }) },
      },
    },
    async (req, reply) => {
      const z = tileIndex('z', req.params.z, MAP_MAX_PRECISION + 1);
      const x = tileIndex('x', req.params.x, 2 ** z);
      const y = tileIndex('y', req.params.y, 2 ** z);
      const { png, maxAge } = await radar.tile(z, x, y);
      return reply.type('image/png').header('cache-control', `public, max-age=${maxAge}`).send(png);
    },
  );
}
