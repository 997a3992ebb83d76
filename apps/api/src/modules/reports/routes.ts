import { ReportLinkAnswer, ReportLinkQuery } from '@nms/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { loadConfig } from '../../config';
import { launchUiPage } from './launch-ui';
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
}

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

/** The public pages: /reports/<report> (verified by their hash) and the embedded /launch-ui. */
export async function reportPagesRoutes(app: FastifyInstance) {
  app.get<{ Params: { report: string }; Querystring: Record<string, string> }>(
    '/reports/:report',
    { schema: { hide: true, params: Params, querystring: AnyQuery } },
    async (req, reply) => send(reply, await reportPage(app.db, reportsConfig(app), req.params.report, req.query, nowS())),
  );
  app.get<{ Querystring: Record<string, string> }>(
    '/launch-ui',
    { schema: { hide: true, querystring: AnyQuery } },
    async (req, reply) => send(reply, await launchUiPage(app.db, req.query, Date.now())),
  );
}
