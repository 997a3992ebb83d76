import { AlertmanagerWebhook, INGEST_ALERTS_MAX, IngestAlert } from '@nms/contract';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { epochOf } from './ingest-time';

interface TypeBoxError {
  keyword: string;
  instancePath: string;
  message: string;
  params?: { requiredProperties?: string[] };
}

/** The first error, named by its path like the app's other 400s: "body/alerts/0/status must be ...". */
function describe(path: string, errors: readonly TypeBoxError[]): string {
  const first = errors[0];
  if (!first) return `${path} is not valid`;
  const unknown = errors.find((e) => e.keyword === 'boolean' || e.keyword === 'additionalProperties');
  if (unknown && unknown.keyword === 'boolean') return `${path}${unknown.instancePath} is not a known field`;
  // A union (time) reports each branch; say what the field may be instead.
  if (first.keyword === 'anyOf' || errors.some((e) => e.keyword === 'anyOf' && e.instancePath === first.instancePath)) {
    return `${path}${first.instancePath} must be ISO 8601 text or epoch milliseconds`;
  }
  const missing = first.keyword === 'required' ? first.params?.requiredProperties?.[0] : undefined;
  if (missing) return `${path}${first.instancePath}/${missing} is required`;
  return `${path}${first.instancePath} ${first.message}`;
}

const webhook = Compile(AlertmanagerWebhook);
const item = Compile(IngestAlert);

/** Alertmanager's payload as sent (no coercion); version 4 only, since the fields are read by name. */
export const alertmanagerValidator: FastifySchemaCompiler<TSchema> = () => (data: unknown) => {
  if (!webhook.Check(data)) return { error: new Error(describe('body', [...webhook.Errors(data)] as TypeBoxError[])) };
  if (data.version !== '4')
    return { error: new Error(`body/version must be "4" (the Alertmanager webhook payload version this API reads), got "${data.version}"`) };
  return { value: data };
};

/**
 * The generic form: one alert or an array of them. Every item is checked before any is applied,
 * so a 400 (naming the index and field) leaves nothing half-written.
 */
export const ingestAlertsValidator: FastifySchemaCompiler<TSchema> = () => (data: unknown) => {
  const many = Array.isArray(data);
  if (!many && (typeof data !== 'object' || data === null)) return { error: new Error('body must be an alert object or an array of alerts') };
  const items: unknown[] = many ? data : [data];
  if (items.length > INGEST_ALERTS_MAX) return { error: new Error(`body must have at most ${INGEST_ALERTS_MAX} alerts, got ${items.length}`) };
  for (const [i, v] of items.entries()) {
    const path = many ? `body/${i}` : 'body';
    if (!item.Check(v)) return { error: new Error(describe(path, [...item.Errors(v)] as TypeBoxError[])) };
    if (epochOf(v.time) === undefined) {
      return { error: new Error(`${path}/time must be ISO 8601 text or epoch milliseconds from 2000 to tomorrow, got ${JSON.stringify(v.time)}`) };
    }
  }
  return { value: items };
};
