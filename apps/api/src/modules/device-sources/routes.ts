import { AdditionalDetailsQuery, DEVICE_SOURCES, DeviceSourceQuery, SourceRecordAnswer, type DeviceSource } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { additionalDetails, sourceRecord } from './service';

const tags = ['device-sources'];
const SUMMARIES: Record<DeviceSource, string> = {
  dmn_device: 'DMN (management network) record of a device',
  eit_device: 'EIT (asset inventory) record of a device',
  hts_device: 'HTS (satellite system) record of a device; empty for non-satellite devices',
  active_device: 'Active path record of a device; empty when it has no active path mode',
};

/** Source-system lookups of the All Database Details popup and the Additional Device Details table. */
export async function deviceSourceRoutes(app: FastifyInstance) {
  for (const source of Object.keys(DEVICE_SOURCES) as DeviceSource[]) {
    app.get<{ Querystring: DeviceSourceQuery }>(
      `/oracle/device/${source}`,
      {
        schema: {
          tags,
          summary: SUMMARIES[source],
          description: `The ${source} record of device_name as the All Database Details popup shows it (dates as ISO strings); 404 naming device_name for an unknown device.`,
          querystring: DeviceSourceQuery,
          response: { 200: SourceRecordAnswer },
        },
      },
      (req) => sourceRecord(app.db, source, req.query.device_name),
    );
  }
  app.get<{ Querystring: AdditionalDetailsQuery }>(
    '/smarts/device/additional-details',
    {
      schema: {
        tags,
        summary: 'Additional device details (about 55 fields); labels in the contract (ADDITIONAL_DETAIL_LABELS)',
        description:
          'The fields of the named device that the Additional Device Details table shows (monitoring protocol, management and LAN IP, PAM state...); 404 naming name for an unknown device.',
        querystring: AdditionalDetailsQuery,
        response: { 200: SourceRecordAnswer },
      },
    },
    (req) => additionalDetails(app.db, req.query.name),
  );
}
