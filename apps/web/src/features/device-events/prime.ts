import { DEFAULT_VISIBILITY, IMPACTED_DEVICES_PAGE_SIZE } from '@nms/contract';
import { firstPageRequest } from '../../components/data-grid/first-page-request';
import { api } from '../../lib/api-client';
import { DEVICE_EVENTS_SORT, deviceAlertsParams, deviceEventsGridId } from './api/get-device-alerts';

/*
 * This feature's light entry (no component, no grid): the Device Details page starts its Events
 * tab's first page with its own details call, instead of after the cards have drawn and the grid's
 * chunk has run (issue 19, first rows). The grid's identical request takes the answer.
 */
export function primeDeviceEvents(deviceName: string): void {
  const request = firstPageRequest(deviceEventsGridId('active'), { pageSize: IMPACTED_DEVICES_PAGE_SIZE, sort: DEVICE_EVENTS_SORT });
  if (request) api.prime('/es/device/alerts', { query: deviceAlertsParams(deviceName, DEFAULT_VISIBILITY, request) });
}
