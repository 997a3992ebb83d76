import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDirectives } from '../src/plugins/content-security-policy';
import { loadConfig } from '../src/config';
import { createTestDatabase, routeTestEngines, type TestDatabase } from './test-databases';
import { authHeader, operatorToken } from './tokens';

// A tiny built app, so the answers of the web-app plugin (index.html, assets) are covered too.
const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);
writeFileSync(join(dist, 'assets', 'index.js'), 'console.log(1)');
mkdirSync(join(dist, 'login'));
writeFileSync(
  join(dist, 'login', 'silent-callback.html'),
  '<!doctype html><html><head><script src="/login/silent-callback.js"></script></head></html>',
);
process.env.WEB_DIST = dist;
const { buildApp } = await import('../src/app');

const engines = await routeTestEngines();

const directive = (res: LightMyRequestResponse, name: string) =>
  String(res.headers['content-security-policy'] ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe.each(engines)('security headers on every kind of answer (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildApp({ config: loadConfig({ SIMULATOR: 'off', PORT: '8080' }), database, serveWeb: true });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const expectCommon = (res: LightMyRequestResponse) => {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toBeTruthy();
  };
  const expectApp = (res: LightMyRequestResponse) => {
    expectCommon(res);
    expect(directive(res, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(res, 'script-src')).toBe("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  };

  it('the silent sign-in callback may be framed by our own pages only and runs our own scripts', async () => {
    const res = await app.inject({ url: '/login/silent-callback.html?code=x&state=y' });
    expect(res.statusCode).toBe(200);
    expectCommon(res);
    expect(directive(res, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(res, 'script-src')).toBe("script-src 'self'");
    expect(directive(res, 'default-src')).toBe("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('the app page, its assets and the app router fallback', async () => {
    for (const url of ['/', '/dash-board', '/assets/index.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectApp(res);
    }
    const page = await app.inject({ url: '/device-details' });
    expect(directive(page, 'worker-src')).toBe("worker-src 'self' blob:");
    expect(directive(page, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });

  it('API answers: success, refusal, not found, health', async () => {
    const me = await app.inject({ url: '/api/v1.0/user/me', headers: authHeader(await operatorToken(app)) });
    expect(me.statusCode).toBe(200);
    expectApp(me);
    expectApp(await app.inject({ url: '/api/v1.0/user/me' }));
    expectApp(await app.inject({ url: '/api/v1.0/nope' }));
    expectApp(await app.inject({ url: '/healthz' }));
  });

  it('report and launch-UI pages may be framed by our own pages only', async () => {
    for (const url of ['/reports/nope?deviceid=x', '/launch-ui?deviceid=x']) {
      const res = await app.inject({ url });
      expectCommon(res);
      expect(directive(res, 'frame-ancestors'), url).toBe("frame-ancestors 'self'");
      expect(directive(res, 'default-src'), url).toBe("default-src 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it("the provider's answers carry them, and its sign-in pages keep their own stricter policy", async () => {
    const discovery = await app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    expectApp(discovery);

    const auth = await app.inject({
      url: `/oidc/auth?${new URLSearchParams({
        client_id: app.config.oidc.clientId,
        redirect_uri: `${app.config.publicUrl}/login/callback`,
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
      })}`,
    });
    const location = String(auth.headers.location);
    const cookie = [auth.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');
    const login = await app.inject({ url: new URL(location, 'http://x').pathname, headers: { cookie } });
    expect(login.statusCode, `${auth.statusCode} ${location} ${login.body.slice(0, 300)}`).toBe(200);
    expect(login.headers['x-content-type-options']).toBe('nosniff');
    expect(login.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'");
    expect(login.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the policy follows the configuration', () => {
  it('allows the external issuer, the weather tile host and the report host', () => {
    const config = loadConfig({
      SIMULATOR: 'off',
      OIDC_ISSUER: 'https://idp.example/realms/nms',
      WEATHER_TILE_URL: 'https://tiles.example/radar/{z}/{x}/{y}.png',
      REPORTS_BASE_URL: 'https://reports.example/r',
    });
    const d = appDirectives(config);
    expect(d['connect-src']).toEqual(["'self'", 'https://idp.example', 'https://tiles.example']);
    expect(d['img-src']).toEqual(["'self'", 'https://tiles.example', 'data:', 'blob:']);
    expect(d['frame-src']).toContain('https://reports.example');
    // A reload signs in through a hidden frame of the issuer.
    expect(d['frame-src']).toContain('https://idp.example');
    expect(d['form-action']).toEqual(["'self'", 'https://idp.example']);
  });

  it('names no other origin when everything is served by this server', () => {
    const d = appDirectives(loadConfig({ SIMULATOR: 'off', PORT: '8080' }));
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['frame-src']).toEqual(["'self'"]);
  });
});
