import { CradlepointAnswer, CradlepointCarrierAnswer, CradlepointEcmAnswer, CradlepointQuery, CradlepointSshAnswer } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { nativeJson } from '../../lib/native-json';
import { cradlepointList, type CradlepointListName } from './service';

const PAGING = ' Every row by default (the viewer filters in the browser); offset and limit page the list for an API client, total counts every row.';

const ROUTES: Array<{ url: string; list: CradlepointListName; summary: string; description: string; response: object }> = [
  {
    url: '/cradlepoint',
    list: 'combined',
    response: CradlepointAnswer,
    summary: 'Cradlepoint routers as every source reports them',
    description:
      'The Troubleshooting view: one row per router with the ECM API, CPE SSH and carrier API fields side by side (a full outer join: ' +
      'ECM and SSH on the MAC, the carrier line on the phone number ECM reports), so a router a source lacks and a line no router matched show too.',
  },
  {
    url: '/cradlepoint/ssh',
    list: 'ssh',
    response: CradlepointSshAnswer,
    summary: 'Cradlepoint routers as read over SSH',
    description: 'What the CPE itself reports over SSH: device id (its host name), MAC, LAN IP and LAN port. Routers SSH could not reach are absent.',
  },
  {
    url: '/cradlepoint/ecm',
    list: 'ecm',
    response: CradlepointEcmAnswer,
    summary: 'Cradlepoint routers as ECM reports them',
    description:
      "What Cradlepoint's ECM (NetCloud Manager) API reports: router id, name, MAC, modem phone number and data usage of the billing cycle in MB.",
  },
  {
    url: '/cradlepoint/carrier',
    list: 'carrier',
    response: CradlepointCarrierAnswer,
    summary: 'Cellular lines as the carrier reports them',
    description: "What the cellular carrier's API reports of each line: phone number, SIM ICCID, carrier and billed usage of the cycle in MB.",
  },
];

/** Cradlepoint viewer (spec 002 §2.8, §7): the three sources' reports of the fleet's Cradlepoint routers. */
export async function cradlepointRoutes(app: FastifyInstance) {
  const tags = ['Cradlepoint'];
  for (const r of ROUTES) {
    app.get<{ Querystring: CradlepointQuery }>(
      r.url,
      {
        schema: { tags, summary: r.summary, description: r.description + PAGING, querystring: CradlepointQuery, response: { 200: r.response } },
        ...nativeJson,
      },
      (req) => cradlepointList(app.db, r.list, req.query),
    );
  }
}
