/**
 * Finishing touches on the generated OpenAPI document, done once on the whole object because
 * they hold for every route: the shared error answer, and one tag list for the explorer.
 */

type Json = Record<string, unknown>;
type Operation = { operationId?: string; tags?: string[]; responses?: Record<string, unknown> };
type Document = { paths?: Record<string, Record<string, Operation>>; components?: Json; tags?: Array<{ name: string; description?: string }> };

/** What every error answers (plugins/errors.ts). */
export const ErrorAnswer = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string', description: 'the HTTP reason phrase' },
    message: { type: 'string', description: 'what went wrong; names the field for bad input' },
  },
};

const ERROR_RESPONSE = {
  description: 'Bad input (400, naming the field), missing or bad token (401), outside the admin group (403) or unknown record (404)',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
};

/** Tags the explorer groups operations by; a tag not listed here still appears, just undescribed. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  devices: 'Device lists, counts and name search',
  alerts: 'Active and archived alerts, counts and top lists',
  actions: 'Device actions (secured and multi actions notify the NMS team), packet capture, discovery',
  'pam-suspend': 'PAM suspend schedules (suspension of proactive monitoring)',
  'network-events': 'Network events, impacted devices and customers',
  'device-details': 'The Device Details page in one call',
  'device-sources': 'Source-system records of a device',
  'device-search': 'Device Search and its diagnostics',
  'change-log': 'Configuration changes, Salesforce cases and EMS parameter changes',
  metrics: 'Stored metrics and charts',
  dashboard: 'Dashboard and Service View Navigator aggregates',
  'geo-map': 'Geo Map markers, counts and power outages',
  weather: 'Weather radar tiles (public)',
  nmc: 'NMC Tools: Salesforce cases, dispatches and notifications',
  user: 'The signed-in user',
  admin: 'Admin area (admin group only)',
  reports: 'Report links',
  CMDB: 'CMDB Admin: the Hughes service reference tables',
  Infoblox: 'Infoblox IP and DNS search (read-only)',
  Cradlepoint: 'Cradlepoint cellular routers',
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

/**
 * The operation's name in generated clients, from its method and path so it never needs writing
 * by hand and stays stable while the route does: `PUT /api/v1.0/svn/svi_hughes_ems/{id}` is
 * putSvnSviHughesEmsById (`{x}` reads "by x"). The version prefix is left out: every path has it.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v[\d.]+/, '')
    .replace(/\{(\w+)\}/g, ' by $1 ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

/** Adds the operationId, the error answer to every operation that names no 4xx of its own, and the tag list. */
export function finishOpenapiDocument<T>(input: T): T {
  const doc = input as Document;
  const components = (doc.components ??= {});
  const schemas = (components.schemas ??= {}) as Json;
  schemas.ErrorAnswer = ErrorAnswer;

  const tags = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      op.operationId ??= operationIdOf(method, path);
      op.tags?.forEach((t) => tags.add(t));
      const responses = (op.responses ??= {});
      if (!Object.keys(responses).some((code) => code.startsWith('4'))) responses['4XX'] = ERROR_RESPONSE;
    }
  }
  doc.tags = [...tags].sort().map((name) => (TAG_DESCRIPTIONS[name] ? { name, description: TAG_DESCRIPTIONS[name] } : { name }));
  return input;
}
