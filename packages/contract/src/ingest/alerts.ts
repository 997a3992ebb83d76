import { Type, type Static } from 'typebox';

/**
 * Alerts from other monitors (issue 16 item 2): the Prometheus Alertmanager webhook (payload
 * version 4) and a generic JSON form. Both raise and clear through the fleet's one write path,
 * so these alerts have the simulator's lifecycle, device state, group impact and archive.
 */

const Labels = Type.Record(Type.String(), Type.String(), { description: 'label name -> value' });

/** One alert of an Alertmanager notification. Unknown fields are allowed (Grafana adds some). */
export const AlertmanagerAlert = Type.Object({
  status: Type.Union([Type.Literal('firing'), Type.Literal('resolved')]),
  labels: Labels,
  annotations: Type.Optional(Labels),
  startsAt: Type.Optional(Type.String()),
  endsAt: Type.Optional(Type.String()),
  generatorURL: Type.Optional(Type.String()),
  fingerprint: Type.Optional(Type.String({ maxLength: 200 })),
});
export type AlertmanagerAlert = Static<typeof AlertmanagerAlert>;

/** What Alertmanager's webhook_config POSTs (version "4"). */
export const AlertmanagerWebhook = Type.Object({
  version: Type.String({ description: 'payload version; "4" is the one Alertmanager sends' }),
  groupKey: Type.Optional(Type.String()),
  truncatedAlerts: Type.Optional(Type.Integer({ minimum: 0 })),
  status: Type.Union([Type.Literal('firing'), Type.Literal('resolved')]),
  receiver: Type.Optional(Type.String()),
  groupLabels: Type.Optional(Labels),
  commonLabels: Type.Optional(Labels),
  commonAnnotations: Type.Optional(Labels),
  externalURL: Type.Optional(Type.String()),
  alerts: Type.Array(AlertmanagerAlert, { maxItems: 50_000 }),
});
export type AlertmanagerWebhook = Static<typeof AlertmanagerWebhook>;

/** An alert the console could not place: no device has that name or management IP. */
export const UnknownDeviceAlert = Type.Object({
  index: Type.Integer({ description: "the alert's position in the call" }),
  event: Type.String(),
  device: Type.Union([Type.String(), Type.Null()], { description: 'the label value or device key tried; null when the alert named no device' }),
});
export type UnknownDeviceAlert = Static<typeof UnknownDeviceAlert>;

export const AlertmanagerAnswer = Type.Object({
  raised: Type.Integer({ description: 'firing alerts that opened a new alert' }),
  notified: Type.Integer({ description: 'firing alerts that re-notified an active alert' }),
  cleared: Type.Integer({ description: 'resolved alerts that cleared (archived) an active alert' }),
  unchanged: Type.Integer({ description: 'resolved alerts with no active alert to clear' }),
  unknownDevice: Type.Array(UnknownDeviceAlert),
});
export type AlertmanagerAnswer = Static<typeof AlertmanagerAnswer>;

/** One alert of the generic form, for any monitor that is not Alertmanager. */
export const IngestAlert = Type.Object(
  {
    device: Type.String({ minLength: 1, maxLength: 255, description: 'device name or management IP' }),
    event: Type.String({ minLength: 1, maxLength: 255, description: "event name, e.g. 'HighCpu'" }),
    severity: Type.Integer({ minimum: 1, maximum: 5, description: '1 Critical, 2 Major, 3 Minor, 4 Unknown, 5 Normal' }),
    text: Type.String({ maxLength: 4000 }),
    state: Type.Union([Type.Literal('open'), Type.Literal('clear')]),
    time: Type.Union([Type.String({ minLength: 1, maxLength: 40 }), Type.Integer({ minimum: 0 })], {
      description: 'ISO 8601 or epoch milliseconds',
    }),
    instance: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'part of the device; two instances are two alerts' })),
    source: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: "the sending monitor; default 'INGEST'" })),
    visibility: Type.Optional(
      Type.Union([Type.Literal('External'), Type.Literal('Internal')], {
        description:
          "Device Details' External/Internal selector; default External for availability and link events (Unreachable, LinkDown), else Internal",
      }),
    ),
  },
  { additionalProperties: false },
);
export type IngestAlert = Static<typeof IngestAlert>;

export const INGEST_ALERTS_MAX = 10_000;

export const IngestAlertsBody = Type.Union([IngestAlert, Type.Array(IngestAlert, { maxItems: INGEST_ALERTS_MAX })]);
export type IngestAlertsBody = Static<typeof IngestAlertsBody>;

export const IngestAlertError = Type.Object({
  index: Type.Integer(),
  device: Type.String(),
  message: Type.String(),
});

export const IngestAlertsAnswer = Type.Object({
  raised: Type.Integer(),
  notified: Type.Integer(),
  cleared: Type.Integer(),
  unchanged: Type.Integer({ description: "'clear' items with no active alert to clear" }),
  errors: Type.Array(IngestAlertError, { description: 'items not applied (unknown device); the others were' }),
});
export type IngestAlertsAnswer = Static<typeof IngestAlertsAnswer>;
