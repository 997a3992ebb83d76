import { isActionOffered, type ReportLinkAnswer, type ReportLinkQuery } from '@nms/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { renderSvgChart } from '../metrics';
import { REPORTS, reportWindow, trafficMetrics } from './catalog';
import { details, errorPage, esc, fmt, page } from './html';
import { reportSecret, signReport, verifyReport } from './link';
import { reportData, reportDevices } from './report-data';
import { selectReportDevice } from './repository';

export type ReportsConfig = NonNullable<Config['reports']>;

/** reports/link: the signed URL of a report page for a device (secured; the iframe loads it). */
export async function reportLink(db: Kysely<DB>, cfg: ReportsConfig, q: ReportLinkQuery, nowS: number): Promise<ReportLinkAnswer> {
  const def = REPORTS.get(q.report);
  if (!def) throw badRequest(`report: unknown report '${q.report}' (${[...REPORTS.keys()].join(', ')})`);
  const device = await selectReportDevice(db, q.device_name);
  if (!device) throw notFound(`device_name: device '${q.device_name}' not found`);
  if (!isActionOffered(def.report, device)) throw badRequest(`report: '${def.report}' is not offered for device '${device.name}'`);
  const identity: Record<string, string> =
    def.scope === 'device' ? { deviceid: device.name } : { ddlCompanyID: device.hnsCompanyID ?? '', txtSiteID: device.hnsLocationID ?? '' };
  if (Object.values(identity).some((v) => v === '')) throw badRequest(`device_name: '${device.name}' has no HNS company or location id`);
  const params: Record<string, string> = { ...identity, ...def.fixed, expires: String(nowS + cfg.linkTtlS) };
  params.hash = signReport(await reportSecret(db, cfg.linkSecret), def.report, params);
  return { url: `${cfg.baseUrl}/${def.report}?${new URLSearchParams(params).toString()}` };
}

export interface HtmlAnswer {
  status: number;
  html: string;
}

/** The page of /reports/<report>: verified link, then charts and totals from stored metrics. */
export async function reportPage(
  db: Kysely<DB>,
  cfg: ReportsConfig,
  report: string,
  params: Record<string, string>,
  nowS: number,
): Promise<HtmlAnswer> {
  const def = REPORTS.get(report);
  if (!def) return { status: 404, html: errorPage('Report not found', `There is no report named '${report}'.`) };
  const check = verifyReport(await reportSecret(db, cfg.linkSecret), report, params, nowS);
  if (check !== 'ok') {
    const why =
      check === 'expired'
        ? 'This report link has expired. Open the report again from the Device Actions panel.'
        : 'This report link is not valid (its hash does not match).';
    return { status: 403, html: errorPage(`${def.label}: access denied`, why) };
  }
  const w = reportWindow(def, params, nowS);
  if (!w || (def.scope === 'site' && !trafficMetrics(params)))
    return { status: 400, html: errorPage(def.label, 'The report parameters are not valid.') };
  const devices = await reportDevices(db, def, params);
  if (devices.length === 0) return { status: 404, html: errorPage(def.label, 'No device of this report was found.') };

  const data = await reportData(db, def, devices, params, w);
  const first = devices[0];
  const identity =
    def.scope === 'device'
      ? details([
          ['Device', first.name],
          ['Model', first.model],
          ['Category', first.productCategory],
          ['Customer', first.nmd],
          ['Location', [first.city, first.stateUSA].filter(Boolean).join(', ')],
        ])
      : details([
          ['Company ID', params.ddlCompanyID],
          ['Site ID', params.txtSiteID],
          ['Customer', first.nmd],
          ['Location', [first.city, first.stateUSA].filter(Boolean).join(', ')],
          ['Devices', devices.map((d) => d.name).join(', ')],
        ]);
  const when = `${new Date(w.start * 1000).toISOString().slice(0, 16).replace('T', ' ')} to ${new Date(w.end * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const charts = data.charts
    .map(
      ({ chart, series }) =>
        `<div class="chart">${renderSvgChart({ title: chart.title, yName: chart.yName, series, width: 760, height: 300 })}</div>`,
    )
    .join('');
  const rows = data.totals
    .map(
      (t) =>
        `<tr><td>${esc(t.device)}</td><td>${esc(t.metric)}</td><td class="num">${fmt(t.avg)}</td><td class="num">${fmt(t.min)}</td><td class="num">${fmt(t.max)}</td><td class="num">${fmt(t.gigabytes, 3)}</td></tr>`,
    )
    .join('');
  const table = `<table><thead><tr><th>Device</th><th>Metric</th><th>Average</th><th>Minimum</th><th>Maximum</th><th>Volume (GB)</th></tr></thead><tbody>${rows}</tbody></table>`;
  return {
    status: 200,
    html: page(def.label, `<h1>${esc(def.label)}</h1><div class="muted">${esc(when)}</div>${identity}${charts}<h2>Totals</h2>${table}`),
  };
}
