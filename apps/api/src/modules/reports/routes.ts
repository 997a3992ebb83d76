import { ReportLinkAnswer, ReportLinkQuery } from '@nms/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { loadConfig } from '../../config';
import { launchUiPage } from './launch-ui';
import { launchUiLink } from './launch-ui-link';
import { reportLink, reportPage, type HtmlAnswer, type ReportsConfig } from './service';

const reportsConfig = (app: FastifyInstance): ReportsConfig => app.config.reports ?? loadConfig({ PUBLIC_URL: app.config.publicUrl }).reports!;
const nowS = () => Math.floor(Date.now() / 1000);

/** GET /api/v1.0/reports/link (secured): the signed URL of a report page. */
export async function reportLinkRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ReportLinkQuery }>(
    '/reports/link',
    {
      schema: {
        tags: ['reports'],
        summary: 'Signed URL of a report page for a device (the report iframe loads it without a token)',
        description:
          'The URL carries the report query string of spec 001 §2.5 (deviceid=device name; ddlCompanyID=hnsCompanyID, ' +
          'txtSiteID=hnsLocationID), expires (epoch seconds) and hash = hex HMAC-SHA256 over the report name and the ' +
          'sorted parameters. The page answers 403 for a wrong hash or an expired link.',
        querystring: ReportLinkQuery,
        response: { 200: ReportLinkAnswer },
      },
    },
    (req) => reportLink(app.db, reportsConfig(app), req.query, nowS()),
  );
  app.get<{ Querystring: { device_name: string } }>(
    '/launch-ui/link',
    {
      schema: {
        tags: ['reports'],
        summary: 'Signed Launch UI URL of a device (the new tab opens it without a token)',
        description:
          "The launch-UI proxy URL (LAUNCH_UI_URL) with deviceid = the device name, nmpuser = the caller's nickname from " +
          'the token, expires (epoch seconds) and hash = hex HMAC-SHA256 over "launch-ui" and the sorted parameters, ' +
          'signed like the report links. The embedded /launch-ui page answers 403 for an unsigned, tampered or expired link.',
        querystring: LaunchUiLinkQuery,
        response: { 200: ReportLinkAnswer },
      },
    },
    (req) => launchUiLink(app.db, reportsConfig(app), req.query.device_name, req.user.nickname, nowS()),
  );
}

const LaunchUiLinkQuery = Type.Object(
  { device_name: Type.String({ minLength: 1, maxLength: 255, description: 'the device whose management UI opens' }) },
  { additionalProperties: false },
);

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // Inline SVG and styles only: the pages run no script and load nothing.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  'x-content-type-options': 'nosniff',
};
const send = (reply: FastifyReply, a: HtmlAnswer) => reply.status(a.status).headers(PAGE_HEADERS).send(a.html);
const Params = Type.Object({ report: Type.String({ maxLength: 100 }) });
const AnyQuery = Type.Record(Type.String(), Type.String({ maxLength: 500 }));

/** The token-less pages: /reports/<report> and the embedded /launch-ui, both verified by their hash. */
export async function reportPagesRoutes(app: FastifyInstance) {
  app.get<{ Params: { report: string }; Querystring: Record<string, string> }>(
    '/reports/:report',
    { schema: { hide: true, params: Params, querystring: AnyQuery } },
    async (req, reply) => send(reply, await reportPage(app.db, reportsConfig(app), req.params.report, req.query, nowS())),
  );
  app.get<{ Querystring: Record<string, string> }>('/launch-ui', { schema: { hide: true, querystring: AnyQuery } }, async (req, reply) =>
    send(reply, await launchUiPage(app.db, reportsConfig(app), req.query, Date.now())),
  );
}
