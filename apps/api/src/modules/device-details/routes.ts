import { DeviceDetailsAnswer, DeviceDetailsQuery, DeviceSearchAnswer, DeviceSearchQuery } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { nativeJson } from '../../lib/native-json';
import { searchDevices } from './search';
import { deviceDetails } from './service';

/** Device Details page answer and device search (spec 000 §7). */
export async function deviceDetailsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: DeviceDetailsQuery }>(
    '/device/device-details',
    {
      schema: {
        tags: ['device-details'],
        summary: 'Every section of the Device Details page for one device, in one answer',
        description:
          'The device record, its location, neighbor devices, network groups with impact history, source-system records (eit, dmn, hts, active), active network events and available actions; 404 naming device_id for an unknown device.',
        querystring: DeviceDetailsQuery,
        response: { 200: DeviceDetailsAnswer },
      },
      ...nativeJson,
    },
    (req) => deviceDetails(app.readDb, req.query.device_id),
  );

  app.get<{ Querystring: DeviceSearchQuery }>(
    '/es/devices/search',
    {
      schema: {
        tags: ['devices'],
        summary: 'Devices whose name contains the text (at least 3 characters), prefix matches first',
        description:
          'Type-ahead of device names: up to limit names containing query, names starting with it first; all_fields=true adds every device field to each row.',
        querystring: DeviceSearchQuery,
        response: { 200: DeviceSearchAnswer },
      },
      ...nativeJson,
    },
    (req) => searchDevices(app.readDb, req.query),
  );
}
