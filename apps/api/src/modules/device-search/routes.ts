import {
  DEVICE_SEARCH_MAX_HITS,
  EM7_EVENT_SORTS,
  Em7EventsAnswer,
  Em7EventsQuery,
  HasmatSearchAnswer,
  HasmatSearchQuery,
  OtherDevicesAnswer,
  OtherDevicesQuery,
  PerformanceAnswer,
  PerformanceParams,
  PerformanceQuery,
  VPN_USER_COUNT_METRIC,
} from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { diagnosticRoutes } from './diagnostic-routes';
import { em7Events, hasmatSearch, otherDevices, vpnUserCounts } from './service';
import { MAX_POINTS } from './user-count-tiers';

const tags = ['device-search'];

/** Device Search (spec 001 §2.14, §7): type-ahead, a service's devices, EM7 events and user counts, diagnostics. */
export async function deviceSearchRoutes(app: FastifyInstance) {
  app.get<{ Querystring: HasmatSearchQuery }>(
    '/es/hasmat/devices/search',
    {
      schema: {
        tags,
        summary: 'Device Search type-ahead: devices by name with their service',
        description: `field is always name; query needs at least 3 characters (400 otherwise). Case-insensitive: names starting with the text first, then names containing it, at most ${DEVICE_SEARCH_MAX_HITS}. device_names lists the same names in the same order.`,
        querystring: HasmatSearchQuery,
        response: { 200: HasmatSearchAnswer },
      },
    },
    (req) => hasmatSearch(app.db, req.query),
  );

  app.get<{ Querystring: OtherDevicesQuery }>(
    '/es/hasmat/devices/other-devices',
    {
      schema: {
        tags,
        summary: 'Every device of one managed service (service_id and service_type), name ascending',
        description: "device_id is the device's EM7 stack id, underscore, EM7 device id ('3_10457'); empty for a device EM7 does not poll.",
        querystring: OtherDevicesQuery,
        response: { 200: OtherDevicesAnswer },
      },
    },
    (req) => otherDevices(app.db, req.query),
  );

  app.get<{ Querystring: Em7EventsQuery }>(
    '/em7/events',
    {
      schema: {
        tags,
        summary: 'Active EM7 events of one device (stack_id, device_id), sorted and paged',
        description: `sort: one of ${EM7_EVENT_SORTS.join(', ')} (default aligned_resource_name; another name is a 400); order asc (default) or desc; offset 0 and limit 100 by default. date_last is epoch ms, elapsed_time seconds since first seen. 404 when no device has those EM7 ids.`,
        querystring: Em7EventsQuery,
        response: { 200: Em7EventsAnswer },
      },
    },
    (req) => em7Events(app.db, req.query, Date.now()),
  );

  app.get<{ Params: Static<typeof PerformanceParams>; Querystring: PerformanceQuery }>(
    `/em7/device/:device_id/performance_data/${VPN_USER_COUNT_METRIC}/data`,
    {
      schema: {
        tags,
        summary: 'VPN tunnel user counts of a FortiGate over a window (epoch seconds), oldest first',
        description:
          `5-minute samples for the last 2 days, hourly means for 90 days, daily means for a year; windows with more values average neighbours into at most ${MAX_POINTS} points. ` +
          'date_string is UTC (YYYY-MM-DD HH:mm:ss). 400 when end_timestamp is before start_timestamp or the window exceeds a year and a day; 404 unknown EM7 device; empty data for a device without the metric.',
        params: PerformanceParams,
        querystring: PerformanceQuery,
        response: { 200: PerformanceAnswer },
      },
    },
    (req) => vpnUserCounts(app.db, req.params.device_id, req.query, Date.now()),
  );

  await app.register(diagnosticRoutes);
}
