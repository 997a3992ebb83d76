import { describe, expect, it } from 'vitest';
import { groupOperations, listOperations } from './group-operations';
import type { OpenApiDocument } from './openapi-types';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'NMS Tools API', version: '1' },
  tags: [{ name: 'alerts', description: 'Alerts' }, { name: 'actions' }],
  paths: {
    '/api/v1.0/es/alerts': {
      get: {
        tags: ['alerts'],
        summary: 'Active alerts',
        parameters: [
          { name: 'limit', in: 'query' },
          { name: 'x-trace', in: 'header' },
        ],
      },
    },
    '/api/v1.0/action/devices/pam-suspend': {
      delete: { tags: ['pam-suspend'], summary: 'Remove' },
      post: {
        tags: ['pam-suspend'],
        summary: 'Create',
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      },
      get: { tags: ['pam-suspend'], summary: 'Read' },
    },
    '/api/v1.0/action/device/ping': { get: { tags: ['actions', 'alerts'], summary: 'Ping' } },
    '/api/v1.0/weather/radar/{z}/{x}/{y}.png': { get: { summary: 'Tile', security: [] } },
  },
};

describe('listOperations', () => {
  it('reads method, path, query/path parameters, body and whether a token is needed', () => {
    const ops = listOperations(doc);
    const post = ops.find((o) => o.id === 'POST /api/v1.0/action/devices/pam-suspend')!;
    expect(post.body).toEqual({ schema: { type: 'object' }, required: true });
    const alerts = ops.find((o) => o.id === 'GET /api/v1.0/es/alerts')!;
    expect(alerts.parameters.map((p) => p.name)).toEqual(['limit']);
    expect(alerts.isPublic).toBe(false);
    expect(ops.find((o) => o.path.includes('radar'))!.isPublic).toBe(true);
  });

  it('orders by path, then GET, POST, PUT, PATCH, DELETE', () => {
    const pam = listOperations(doc)
      .filter((o) => o.path.endsWith('pam-suspend'))
      .map((o) => o.method);
    expect(pam).toEqual(['get', 'post', 'delete']);
  });
});

describe('groupOperations', () => {
  it('groups by tag in the document tag order, others after by name, untagged under default', () => {
    const groups = groupOperations(doc);
    expect(groups.map((g) => g.tag)).toEqual(['alerts', 'actions', 'default', 'pam-suspend']);
    expect(groups[0]).toMatchObject({ description: 'Alerts' });
    // An operation with two tags shows in both groups.
    expect(groups[0].operations.map((o) => o.id)).toEqual(['GET /api/v1.0/action/device/ping', 'GET /api/v1.0/es/alerts']);
  });

  it('filters on method, path, summary or tag, dropping empty groups', () => {
    expect(groupOperations(doc, 'PING').map((g) => g.tag)).toEqual(['alerts', 'actions']);
    expect(groupOperations(doc, 'delete /api').flatMap((g) => g.operations.map((o) => o.id))).toEqual([
      'DELETE /api/v1.0/action/devices/pam-suspend',
    ]);
    expect(groupOperations(doc, 'pam-suspend')[0].operations).toHaveLength(3);
    expect(groupOperations(doc, 'nothing like it')).toEqual([]);
  });
});
