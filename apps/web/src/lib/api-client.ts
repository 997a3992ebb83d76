import { notifications } from '@mantine/notifications';
import { currentIdToken } from './auth/user-manager';

/** Messages of spec 002 §8. */
export const NO_TOKEN_MESSAGE = 'No token available, Please login again';

export const API_BASE = '/api/v1.0';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The answer's JSON body, when it had one (a 409 carries the current record there). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryParams = Record<string, string | number | boolean | undefined | null>;

export function buildUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

type RequestInit = { method?: string; params?: QueryParams; body?: unknown; signal?: AbortSignal };

/** One request with the bearer ID token; a failed answer throws with the server's message. */
async function authorizedFetch(path: string, init: RequestInit, accept: string): Promise<Response> {
  const token = await currentIdToken();
  if (!token) {
    notifications.show({ id: 'no-token', color: 'red', title: 'Signed out', message: NO_TOKEN_MESSAGE });
    throw new ApiError(NO_TOKEN_MESSAGE, 401);
  }
  const res = await fetch(buildUrl(path, init.params), {
    method: init.method ?? 'GET',
    signal: init.signal,
    headers: {
      accept,
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) {
    const body = await errorBody(res);
    throw new ApiError(errorMessage(res, body), res.status, body);
  }
  return res;
}

/** GET/POST/... an API path answering JSON. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await (await authorizedFetch(path, init, 'application/json')).json()) as T;
}

/** GET an API path answering a file (an image, a capture). */
export async function apiFetchBlob(path: string, init: RequestInit = {}): Promise<Blob> {
  return (await authorizedFetch(path, init, '*/*')).blob();
}

async function errorBody(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

function errorMessage(res: Response, body: unknown): string {
  const b = (body && typeof body === 'object' ? body : {}) as { message?: string; error?: string };
  return b.message || b.error || res.statusText || `HTTP ${res.status}`;
}
