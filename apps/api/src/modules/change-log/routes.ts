import { APP_LOG_APPS, AppLogsAnswer, AppLogsQuery, CpeChangesAnswer, CpeChangesQuery, type AppLogApp } from '@nms/contract';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-error';
import { applicationLogs, cpeChanges } from './service';

/**
 * The app is checked by hand rather than by a union schema, so a wrong one gets one plain
 * message naming it instead of a validator's anyOf chatter.
 */
const AppParam = Type.Object({ app: Type.String({ description: `one of ${APP_LOG_APPS.join(', ')}` }) });
const isApp = (app: string): app is AppLogApp => (APP_LOG_APPS as readonly string[]).includes(app);

/** Change log sources: splunk/cpe and es/logs/application/{app} (spec 000 §7). */
export async function changeLogRoutes(app: FastifyInstance) {
  const tags = ['change-log'];
  app.get<{ Querystring: CpeChangesQuery }>(
    '/splunk/cpe',
    {
      schema: {
        tags,
        summary: 'Configuration changes pushed to the CPE, newest first (at most 1,000)',
        description:
          'Configuration changes of device_name (path, action, user, time), sorted on any column (default newest first) and limited to limit rows.',
        querystring: CpeChangesQuery,
        response: { 200: CpeChangesAnswer },
      },
    },
    (req) => cpeChanges(app.db, req.query),
  );
  app.get<{ Params: { app: string }; Querystring: AppLogsQuery }>(
    '/es/logs/application/:app',
    {
      schema: {
        tags,
        summary: 'Salesforce cases of the device and its location (salesforce) or EMS parameter changes of the terminal (ems)',
        description:
          'app salesforce: the cases of the device and of its location; app ems: the parameter changes of the satellite terminal (empty for other devices). 400 naming app for any other app.',
        params: AppParam,
        querystring: AppLogsQuery,
        response: { 200: AppLogsAnswer },
      },
    },
    (req) => {
      const name = req.params.app;
      if (!isApp(name)) throw badRequest(`app: unknown application '${name}' (${APP_LOG_APPS.join(', ')})`);
      return applicationLogs(app.db, name, req.query);
    },
  );
}
