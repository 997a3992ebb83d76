import type { Config } from '../config';

/**
 * The Content-Security-Policy of the app and the API (issue 17 item 3; docs/security.md
 * "Headers"). Scripts only from our own origin (the built app has no inline script); styles may
 * be inline (Mantine and MapLibre set style attributes and <style> tags); MapLibre builds its
 * workers from blob: URLs; the weather radar tiles may come from another host (images, fetched
 * by MapLibre); the browser talks to an external sign-in provider when OIDC_ISSUER is set; report
 * and launch-UI pages may be on other hosts and are framed.
 */
export type Directives = Record<string, string[]>;

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  const parsed = URL.parse(url.replace(/\{[xyzs]\}/g, '0'));
  return parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') ? parsed.origin : undefined;
};

/** 'self' plus the other origins, each once, leaving out our own origin. */
const selfAnd = (self: string | undefined, ...urls: (string | undefined)[]): string[] => [
  "'self'",
  ...new Set(urls.map(originOf).filter((o): o is string => !!o && o !== self)),
];

export function appDirectives(config: Pick<Config, 'publicUrl' | 'oidc' | 'reports' | 'weatherTileUrl'>): Directives {
  const self = originOf(config.publicUrl);
  const issuer = config.oidc.externalIssuer ? config.oidc.issuer : undefined;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [...selfAnd(self, config.weatherTileUrl), 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': selfAnd(self, issuer, config.weatherTileUrl),
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    // The issuer: a reload signs in through a hidden frame of the provider (web lib/auth/quiet-sign-in.ts).
    'frame-src': selfAnd(self, issuer, config.reports?.baseUrl, config.reports?.launchUiUrl),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': selfAnd(self, issuer),
    'frame-ancestors': ["'none'"],
  };
}

/** Report and launch-UI pages: our own pages frame them, nobody else may. */
export function framedPageDirectives(): Directives {
  return {
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * The silent sign-in callback (the web app's public/login/silent-callback.html): the app frames
 * it to sign in again through the provider's session; it runs one script of our own origin.
 */
export function silentCallbackDirectives(): Directives {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  };
}

export const SILENT_CALLBACK_PATH = '/login/silent-callback.html';

export const serialize = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/** Pages framed by our own pages: /reports/<report> and /launch-ui (their /link routes are under /api). */
export const isFramedPage = (path: string): boolean => path.startsWith('/reports/') || path === '/launch-ui';
