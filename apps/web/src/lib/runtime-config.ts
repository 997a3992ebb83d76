/**
 * Where the browser signs in. The server publishes it at /app-config.json (public: it is in
 * every sign-in URL anyway); without it the embedded provider on this origin is assumed.
 */
export interface RuntimeConfig {
  issuer: string;
  clientId: string;
  adminGroup: string;
  /** The launch-UI proxy script (001 §2.5); the embedded page on this origin by default. */
  launchUiUrl: string;
  /** The Geo Map's radar tiles, a {z}/{x}/{y} template; the embedded simulated radar by default. */
  weatherTileUrl: string;
}

export const APP_VERSION = '1.0.8';
export const OIDC_SCOPES = 'openid profile email offline_access groups';
export const ADMIN_GROUP = 'nmstools_admin';

interface ServerConfig {
  issuer?: string;
  clientId?: string;
  adminGroup?: string;
  launchUiUrl?: string;
  weatherTileUrl?: string;
}

export function defaultConfig(origin = window.location.origin): RuntimeConfig {
  return {
    issuer: import.meta.env.VITE_OIDC_ISSUER || `${origin}/oidc`,
    clientId: import.meta.env.VITE_OIDC_CLIENT_ID || 'nmstools-web',
    adminGroup: ADMIN_GROUP,
    launchUiUrl: `${origin}/launch-ui`,
    weatherTileUrl: `${origin}/api/v1.0/weather/radar/{z}/{x}/{y}.png`,
  };
}

let current: RuntimeConfig | undefined;
let loading: Promise<RuntimeConfig> | undefined;

/** The configuration, fetched once (the boot asks for it early: app/early-start.ts). */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= fetchRuntimeConfig();
  return loading;
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const fallback = defaultConfig();
  try {
    const res = await fetch('/app-config.json', { headers: { accept: 'application/json' } });
    const body = res.ok ? ((await res.json()) as ServerConfig) : {};
    current = {
      issuer: body.issuer || fallback.issuer,
      clientId: body.clientId || fallback.clientId,
      adminGroup: body.adminGroup || fallback.adminGroup,
      launchUiUrl: body.launchUiUrl || fallback.launchUiUrl,
      weatherTileUrl: body.weatherTileUrl || fallback.weatherTileUrl,
    };
  } catch {
    current = fallback;
  }
  return current;
}

/** The admin group name (nmstools_admin unless the server says otherwise). */
export const adminGroup = (): string => current?.adminGroup ?? ADMIN_GROUP;

/**
 * The radar tile template, absolute because MapLibre fetches tiles by full URL (`new URL` would
 * escape the braces, so a relative template gets the origin by hand).
 */
export function weatherTileUrl(): string {
  const url = current?.weatherTileUrl ?? defaultConfig().weatherTileUrl;
  return url.startsWith('/') ? `${window.location.origin}${url}` : url;
}
