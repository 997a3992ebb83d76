import { describe, expect, it } from 'vitest';
import { buildRequest, curlLine, joinServer, parseBody } from './build-request';
import type { OpenApiParameter } from './openapi-types';

const params: OpenApiParameter[] = [
  { name: 'app', in: 'path', required: true },
  { name: 'device_name', in: 'query', required: true },
  { name: 'sort', in: 'query' },
  { name: 'limit', in: 'query' },
];

describe('buildRequest', () => {
  it('fills the path template and appends the filled query parameters in document order', () => {
    const built = buildRequest('/', '/api/v1.0/es/logs/application/{app}', params, { limit: '5', app: 'ems', device_name: 'sat 1&2' });
    expect(built).toEqual({ url: '/api/v1.0/es/logs/application/ems?device_name=sat+1%262&limit=5', missing: [] });
  });

  it('encodes path values so they cannot leave their segment', () => {
    expect(buildRequest('/', '/x/{app}', params.slice(0, 1), { app: '../a b/?' }).url).toBe('/x/..%2Fa%20b%2F%3F');
  });

  it('lists required parameters left empty (blank counts as empty) and sends no empty optional one', () => {
    const built = buildRequest(undefined, '/x/{app}', params, { app: ' ', device_name: '', sort: '' });
    expect(built.missing).toEqual(['app', 'device_name']);
    expect(built.url).toBe('/x/{app}');
  });

  it('joins the server URL without doubling the slash', () => {
    expect(joinServer('/', '/api/v1.0/a')).toBe('/api/v1.0/a');
    expect(joinServer('https://nms.example/', '/api/v1.0/a')).toBe('https://nms.example/api/v1.0/a');
    expect(joinServer(undefined, '/a')).toBe('/a');
  });
});

describe('curlLine', () => {
  it('repeats the request with $TOKEN for the bearer token and the body, shell-quoted', () => {
    const line = curlLine('post', 'http://h/api?a=1', true, `{"info":"it's"}`);
    expect(line).toBe(
      [
        `curl -X 'POST'`,
        `'http://h/api?a=1'`,
        `-H 'accept: application/json'`,
        `-H "Authorization: Bearer $TOKEN"`,
        `-H 'Content-Type: application/json'`,
        `-d '{"info":"it'\\''s"}'`,
      ].join(' \\\n  '),
    );
  });

  it('leaves out the token when there is none', () => {
    expect(curlLine('get', 'http://h/a', false)).not.toContain('Authorization');
  });
});

describe('parseBody', () => {
  it('compacts valid JSON and names the problem of invalid JSON', () => {
    expect(parseBody(' { "a": [1, 2] } ')).toEqual({ ok: true, json: '{ "a": [1, 2] }' });
    expect(parseBody('{"id": 9007199254740993}')).toEqual({ ok: true, json: '{"id": 9007199254740993}' });
    const bad = parseBody('{ a: 1 }');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/^Body is not valid JSON: /);
  });
});
