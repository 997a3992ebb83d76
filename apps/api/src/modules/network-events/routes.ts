import {
  ALERT_FIELDS,
  ALERT_ROW_ALWAYS,
  DeviceAlertsQuery,
  DeviceNetworkEventsQuery,
  ImpactedCustomersAnswer,
  ImpactedCustomersQuery,
  ImpactedDevicesAnswer,
  ImpactedDevicesQuery,
  NetworkEventsAnswer,
  NetworkEventsQuery,
  pagedAnswer,
  rowSchema,
} from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { nativeJson } from '../../lib/native-json';
import { listDeviceAlerts, listDeviceHistoricalAlerts } from '../es';
import { knownDevice, listDeviceNetworkEvents, listImpactedCustomers, listImpactedDevices, listNetworkEvents } from './service';

const AlertPage = pagedAnswer(rowSchema(ALERT_FIELDS, 'Alert', ALERT_ROW_ALWAYS));

/** Network events, impacted devices/customers and per-device alert lists (spec 000 §7). */
export async function networkEventRoutes(app: FastifyInstance) {
  const tags = ['network-events'];
  app.get<{ Querystring: NetworkEventsQuery }>(
    '/es/network-events',
    {
      schema: {
        tags,
        summary: 'Network events (active only by default), newest first',
        description:
          'Outages of network groups: active=false includes cleared events; filtered by an optional Lucene query, sorted and paged on the server.',
        querystring: NetworkEventsQuery,
        response: { 200: NetworkEventsAnswer },
      },
    },
    (req) => listNetworkEvents(app.readDb, req.query),
  );
  app.get<{ Querystring: DeviceNetworkEventsQuery }>(
    '/es/device/network-events',
    {
      schema: {
        tags,
        summary: 'Network events of the groups a device belongs to',
        description: 'Network events (active only unless active=false) of every group the device_name belongs to; 404 for an unknown device.',
        querystring: DeviceNetworkEventsQuery,
        response: { 200: NetworkEventsAnswer },
      },
    },
    (req) => listDeviceNetworkEvents(app.readDb, req.query),
  );
  app.get<{ Querystring: ImpactedDevicesQuery }>(
    '/es/impacted-devices',
    {
      schema: {
        tags,
        summary: 'Every device of a group (device_group = NETWORK_TYPE:name)',
        description:
          'A page of the devices of the group with their state, customer (nmd) and class, filtered by an optional Lucene query, sorted and paged on the server.',
        querystring: ImpactedDevicesQuery,
        response: { 200: ImpactedDevicesAnswer },
      },
    },
    (req) => listImpactedDevices(app.readDb, req.query),
  );
  app.get<{ Querystring: ImpactedCustomersQuery }>(
    '/es/impacted-customers',
    {
      schema: {
        tags,
        summary: "Customers of a group's devices that are not Normal, most affected first (at most 1,000; total counts all)",
        description: 'For the impacted devices of device_group (state not Normal): each customer with how many of its devices are impacted.',
        querystring: ImpactedCustomersQuery,
        response: { 200: ImpactedCustomersAnswer },
      },
    },
    (req) => listImpactedCustomers(app.readDb, req.query.device_group),
  );

  const alertTags = ['alerts'];
  app.get<{ Querystring: DeviceAlertsQuery }>(
    '/es/device/alerts',
    {
      schema: {
        tags: alertTags,
        summary: 'Active alerts of one device; visibility External (default) or Internal (all)',
        description:
          'A page of the active alerts of device_name; External (the default) shows only alerts of External visibility, Internal all. 404 for an unknown device.',
        querystring: DeviceAlertsQuery,
        response: { 200: AlertPage },
      },
      ...nativeJson,
    },
    async (req) => {
      await knownDevice(app.readDb, req.query.device_name);
      return listDeviceAlerts(app.readDb, req.query);
    },
  );
  app.get<{ Querystring: DeviceAlertsQuery }>(
    '/es/device/historical-alerts',
    {
      schema: {
        tags: alertTags,
        summary: 'Archived alerts of one device; visibility External (default) or Internal (all)',
        description:
          'A page of the cleared alerts of device_name; External (the default) shows only alerts of External visibility, Internal all. 404 for an unknown device.',
        querystring: DeviceAlertsQuery,
        response: { 200: AlertPage },
      },
      ...nativeJson,
    },
    async (req) => {
      await knownDevice(app.readDb, req.query.device_name);
      return listDeviceHistoricalAlerts(app.readDb, req.query);
    },
  );
}
