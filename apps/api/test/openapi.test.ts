import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from './api-harness';

/**
 * Every route the server registers, seen through an onRoute hook added the moment the app is
 * created (before any plugin), so no route can hide from the check.
 */
const seen = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const create = ((opts?: Parameters<typeof mod.default>[0]) => {
    const app = mod.default(opts);
    app.addHook('onRoute', (route) => {
      seen.push(route);
    });
    return app;
  }) as typeof mod.default;
  return { ...mod, default: create, fastify: create };
});

type Parameter = { name: string; in: string; required?: boolean };
type Operation = {
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
  security?: unknown[];
};
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } };

const PREFIX = '/api/v1.0';
/** Routes left out of the document on purpose, each with its reason. */
const UNDOCUMENTED: Record<string, string> = {
  [`GET ${PREFIX}/openapi.json`]: 'the document itself',
  [`GET ${PREFIX}/action/device/:action`]: 'fallback that only answers 400 listing the known actions; each action has its own path',
};
/** The API routes the document must describe: all of /api/v1.0 but the few above. */
const apiRoutes = () =>
  seen
    .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ ...r, method })))
    .filter((r) => r.url.startsWith(`${PREFIX}/`) && r.method !== 'HEAD' && !UNDOCUMENTED[`${r.method} ${r.url}`]);
const hasProperties = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {}).length > 0;
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every value under a key anywhere in the document, to find keywords 3.1 no longer has. */
function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      found.add(k);
      keysIn(v, found);
    }
  }
  return found;
}

describe('openapi.json', () => {
  let h: Harness;
  let doc: Doc;
  beforeAll(async () => {
    h = await startHarness('pglite');
    const res = await h.app.inject({ method: 'GET', url: `${PREFIX}/openapi.json` });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => h?.close());

  it('is served without a token and validates as OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // 3.0's nullable means nothing in 3.1 (JSON Schema 2020-12): nullability must be a 'null' type.
    expect(keysIn(doc.paths).has('nullable')).toBe(false);
  });

  it('declares bearer authorization, with the public calls opting out', () => {
    expect(doc).toMatchObject({
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    });
    expect(doc.paths[`${PREFIX}/weather/radar/{z}/{x}/{y}.png`].get.security).toEqual([]);
    expect(doc.paths[`${PREFIX}/es/alerts`].get.security).toBeUndefined();
  });

  it('describes every API route with a description, tags, its inputs and a 2xx answer schema', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const op = doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) {
        problems.push(`${name}: missing from paths`);
        continue;
      }
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      if (!String(schema.description ?? '').trim() || !op.description?.trim()) problems.push(`${name}: no description`);
      if (!op.tags?.length) problems.push(`${name}: no tags`);
      // A call that answers 204 has nothing to describe (sign-out takes nothing and answers nothing).
      const bodiless = Object.keys(op.responses ?? {}).includes('204');
      const ok =
        bodiless ||
        Object.entries(op.responses ?? {}).some(([code, r]) => code.startsWith('2') && Object.values(r.content ?? {}).some((c) => c.schema));
      if (!ok) problems.push(`${name}: no 2xx response schema`);
      const params = op.parameters ?? [];
      for (const [, p] of openapiPath(route.url).matchAll(/\{(\w+)\}/g)) {
        if (!params.some((x) => x.in === 'path' && x.name === p && x.required)) problems.push(`${name}: path parameter ${p} undeclared`);
      }
      if (hasProperties(schema.querystring) && !params.some((x) => x.in === 'query')) problems.push(`${name}: query parameters not documented`);
      if (schema.body && !op.requestBody?.content) problems.push(`${name}: body not documented`);
      if (['POST', 'PUT', 'PATCH'].includes(route.method) && !bodiless && !schema.body && !schema.querystring)
        problems.push(`${name}: no input schema`);
    }
    expect(problems).toEqual([]);
  });

  it('lists only operations the server has, grouped under declared tags, each error answer resolvable', () => {
    const known = new Set(apiRoutes().map((r) => `${r.method.toLowerCase()} ${openapiPath(r.url)}`));
    const tags = new Set((doc as unknown as { tags: Array<{ name: string }> }).tags.map((t) => t.name));
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(known.has(`${method} ${path}`), `${method} ${path}`).toBe(true);
        op.tags?.forEach((t) => expect(tags.has(t), t).toBe(true));
      }
    }
    expect(doc.components.schemas.ErrorAnswer).toMatchObject({ required: ['statusCode', 'error', 'message'] });
    expect(doc.paths[`${PREFIX}/es/alerts`].get.responses?.['4XX']).toBeDefined();
  });
});
